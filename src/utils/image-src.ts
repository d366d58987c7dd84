import type { IGatsbyImageData } from 'gatsby-plugin-image'

/**
 * The fallback URL of a processed image: what gatsby-plugin-image's getSrc returns. Importing
 * getSrc from the browser bundle pulls in the whole GatsbyImage runtime (~5 kB gzip), which the
 * site does not otherwise use (it renders <picture> itself).
 */
export const imageSrc = (
  sharp: { readonly gatsbyImageData: IGatsbyImageData } | null | undefined,
): string | undefined => sharp?.gatsbyImageData.images.fallback?.src

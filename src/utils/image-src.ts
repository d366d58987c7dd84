import type { IGatsbyImageData } from 'gatsby-plugin-image'

/** getSrc from gatsby-plugin-image would pull the otherwise unused GatsbyImage runtime into the bundle. */
export const imageSrc = (
  sharp: { readonly gatsbyImageData: IGatsbyImageData } | null | undefined,
): string | undefined => sharp?.gatsbyImageData.images.fallback?.src

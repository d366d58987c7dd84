import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { FETCH_PRIORITY_HIGH } from '../picture/picture'
import { SECTION } from '../../config/section-ids'

interface LcpPreloadProps {
  /** The section the route opens at (content/pages.json). */
  section: string
  /** The first product's image: the largest paint of a route that opens at the products. */
  productImage?: IGatsbyImageData
  /** The story video's poster: the largest paint of a route that opens at the video. */
  posterSrc?: string
}

/**
 * Preloads the image a route paints largest when it opens below the hero. The product images are
 * lazy and the poster is an ordinary medium-priority fetch, so without this they would start
 * only once the first layout finds them.
 */
export function LcpPreload({ section, productImage, posterSrc }: LcpPreloadProps) {
  if (section === SECTION.products) {
    const avif = productImage?.images.sources?.find(source => source.type === 'image/avif')
    if (!avif) return null
    return (
      <link
        rel="preload"
        as="image"
        type="image/avif"
        imageSrcSet={avif.srcSet}
        imageSizes={avif.sizes}
        {...FETCH_PRIORITY_HIGH}
      />
    )
  }
  if (section === SECTION.services && posterSrc) {
    return <link rel="preload" as="image" href={posterSrc} {...FETCH_PRIORITY_HIGH} />
  }
  return null
}

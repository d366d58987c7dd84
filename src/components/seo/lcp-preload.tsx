import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { FETCH_PRIORITY_HIGH } from '../picture/picture'
import { SECTION } from '../../config/section-ids'

interface LcpPreloadProps {
  section: string
  productImage?: IGatsbyImageData
  posterSrc?: string
}

/** Product images are lazy and the poster medium priority, so they would start only at first layout. */
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

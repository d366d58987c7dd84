import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { SECTION } from '../../config/section-ids'
import { densityCappedSizes } from '../../utils/density-capped-sizes'

interface LcpPreloadProps {
  section: string
  productImage?: IGatsbyImageData
}

/** Product images are lazy, so they would start only at first layout. */
export function LcpPreload({ section, productImage }: LcpPreloadProps) {
  if (section === SECTION.products) {
    const avif = productImage?.images.sources?.find(source => source.type === 'image/avif')
    if (!avif) return null
    return (
      <link
        rel="preload"
        as="image"
        type="image/avif"
        imageSrcSet={avif.srcSet}
        imageSizes={avif.sizes && densityCappedSizes(avif.sizes)}
        fetchPriority="high"
      />
    )
  }
  return null
}

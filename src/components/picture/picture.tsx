import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { densityCappedSizes } from '../../utils/density-capped-sizes'
import * as styles from './picture.module.scss'

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** The largest paint: load at once and first. */
  priority?: boolean
  /** In view where the route opens: load at once, at normal priority. */
  eager?: boolean
}

/** GatsbyImage would ship a runtime only to fade images in; the browser does all this does. */
export function Picture({ image, alt, className, priority = false, eager = false }: PictureProps) {
  const { fallback, sources = [] } = image.images
  // Every browser the site supports takes an AVIF or WebP source, so a JPEG fallback behind them needs
  // no srcset of its own (the page is shorter); a set with no sources (the poster) keeps it.
  const fallbackSet = sources.length === 0 ? fallback : undefined
  return (
    <picture
      className={className ? `${styles.picture} ${className}` : styles.picture}
      style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
    >
      {sources.map(source => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes && densityCappedSizes(source.sizes)}
          media={source.media}
        />
      ))}
      <img
        className={styles.img}
        src={fallback?.src}
        srcSet={fallbackSet?.srcSet}
        sizes={fallbackSet?.sizes && densityCappedSizes(fallbackSet.sizes)}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}

import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import * as styles from './picture.module.scss'

/** `fetchpriority="high"`: React 18 does not know fetchPriority, so the lowercase attribute passes through as is. */
export const FETCH_PRIORITY_HIGH: Record<string, string> = { fetchpriority: 'high' }

interface PictureProps {
  /** `gatsbyImageData` from gatsby-plugin-sharp: the AVIF/WebP/JPEG sources and the intrinsic size. */
  image: IGatsbyImageData
  alt: string
  className?: string
  /** The largest paint of the page: load at once and ask for it first. Otherwise it loads lazily. */
  priority?: boolean
  /** In view where the route opens (but not the one largest paint): load at once, at normal priority. */
  eager?: boolean
}

/**
 * A responsive `<picture>` rendered from the build's image data, with no JavaScript of its own.
 * GatsbyImage would add a runtime (and react-dom/server, lazily) only to fade images in; here the
 * browser does the work: `loading="lazy"`, the width/height attributes reserve the space (no layout
 * shift), and the image's dominant colour fills the box until it arrives.
 */
export function Picture({ image, alt, className, priority = false, eager = false }: PictureProps) {
  const { fallback, sources = [] } = image.images
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
          sizes={source.sizes}
          media={source.media}
        />
      ))}
      <img
        className={styles.img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? FETCH_PRIORITY_HIGH : {})}
      />
    </picture>
  )
}

import React from 'react'
import { APPLE_TOUCH_ICON, OG_LOCALE, SOCIAL_CARD, THEME_COLOR } from '../../config/brand'
// DM Serif Display cut down to the characters headings use (scripts/subset-display-font.ts).
import displayFontUrl from '../../fonts/dm-serif-display-400-basic.woff2'

interface SeoProps {
  title: string
  description: string
  /** Omit on pages that must not be indexed (404): noindex, and no canonical or previews. */
  indexed?: { siteUrl: string; path: string; siteName: string; imageAlt: string }
  children?: React.ReactNode
}

export function Seo({ title, description, indexed, children }: SeoProps) {
  const url = indexed && `${indexed.siteUrl}${indexed.path}`
  const image = indexed && `${indexed.siteUrl}${SOCIAL_CARD.path}`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={THEME_COLOR} />
      {/* Every first screen has a heading in the display face: fetch it with the HTML, not after the CSS. */}
      <link rel="preload" as="font" type="font/woff2" href={displayFontUrl} crossOrigin="anonymous" />
      {/* iOS paints transparent icons on black, so this one is opaque (rendered by gatsby-node.ts). */}
      <link
        rel="apple-touch-icon"
        sizes={`${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`}
        href={APPLE_TOUCH_ICON.path}
      />
      {indexed && (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={indexed.siteName} />
          <meta property="og:locale" content={OG_LOCALE} />
          <meta property="og:url" content={url} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content={SOCIAL_CARD.type} />
          <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
          <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
          <meta property="og:image:alt" content={indexed.imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={indexed.imageAlt} />
        </>
      )}
      {children}
    </>
  )
}

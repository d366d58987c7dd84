/**
 * Two links gatsby-plugin-manifest puts in every <head> make the browser fetch files nobody sees
 * in the first paint, on connections of their own, while the hero image is still on its way:
 * - the favicons (SVG and PNG: Chromium fetches both). One icon, the brand mark inlined as a
 *   data: URI (~0.7 kB compressed in the HTML), costs no request at all;
 * - the web app manifest, after which Chromium also fetches its 144 px icon to check that the site
 *   can be installed: two round trips, one after the other. The link is added after the first
 *   paint instead, like the scripts and the display font. A <noscript> copy keeps it in the HTML
 *   for whatever reads the page without running it (crawlers, other browsers). Chromium itself
 *   only looks at the <head>'s own children (Document::LinkManifest), so with JavaScript off it
 *   offers no install: a marketing page can give that up for a faster first paint for everyone.
 * Measured on the no-JavaScript floor (Lighthouse mobile, simulated): LCP 1050 ms with both, 903 ms
 * without the manifest, 751-757 ms without either. The files stay in public/ for whoever asks.
 */
import React from 'react'
import { afterFirstPaint } from '../config/after-first-paint'
import { scriptSafeJson } from '../utils/script-safe-json'

// Set by gatsby-node.ts (onCreateWebpackConfig) for the HTML renderer: see brand-mark-data-uri.ts.
declare const __BRAND_MARK_DATA_URI__: string | undefined

/** The favicon's href: the inline brand mark, or the file where no build defined it (tests). */
export const FAVICON_HREF =
  typeof __BRAND_MARK_DATA_URI__ === 'string' ? __BRAND_MARK_DATA_URI__ : '/favicon.svg'

/** Inline script source that adds `<link rel="manifest">` once the first paint is on screen. */
export function manifestLoader(href: string, crossOrigin?: string): string {
  const cors = crossOrigin === undefined ? '' : `l.crossOrigin=${scriptSafeJson(crossOrigin)};`
  return afterFirstPaint(
    `var l=document.createElement("link");l.rel="manifest";l.href=${scriptSafeJson(href)};${cors}document.head.appendChild(l)`,
  )
}

interface LinkProps {
  rel?: string
  href?: string
  crossOrigin?: string
}

const asLink = (component: React.ReactNode): React.ReactElement<LinkProps> | undefined =>
  React.isValidElement<LinkProps>(component) && component.type === 'link' ? component : undefined

/**
 * The head with the plugin's favicon links replaced by the inline icon, and its manifest link by a
 * loader that adds it after the first paint (plus the <noscript> copy). Anything else is kept.
 */
export function lightenHeadLinks(components: React.ReactNode[], iconHref = FAVICON_HREF): React.ReactNode[] {
  let iconPlaced = false
  return components.flatMap(component => {
    const link = asLink(component)
    if (link?.props.rel === 'icon') {
      if (iconPlaced) return []
      iconPlaced = true
      return [<link key="favicon" rel="icon" type="image/svg+xml" href={iconHref} />]
    }
    if (link?.props.rel === 'manifest') {
      const { href = '', crossOrigin } = link.props
      return [
        <noscript key="manifest-noscript">{component}</noscript>,
        <script
          key="manifest-loader"
          dangerouslySetInnerHTML={{ __html: manifestLoader(href, crossOrigin) }}
        />,
      ]
    }
    return [component]
  })
}

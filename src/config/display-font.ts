import subsetUrl from '../fonts/dm-serif-display-400-basic.woff2'

/**
 * The display face of the header brand and every heading: DM Serif Display 400, cut down to the
 * characters headings use (scripts/subset-display-font.ts). It is declared in global.scss with
 * `font-display: swap`, and preloaded by Seo so it arrives with the first screen.
 */
export const DISPLAY_FONT_URL: string = subsetUrl

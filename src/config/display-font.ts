import subsetUrl from '../fonts/dm-serif-display-400-basic.woff2'

/** DM Serif Display cut down to the characters headings use (scripts/subset-display-font.ts). */
export const DISPLAY_FONT_URL: string = subsetUrl

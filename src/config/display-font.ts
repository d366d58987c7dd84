import subsetUrl from '../fonts/dm-serif-display-400-basic.woff2'
import { scriptSafeJson } from '../utils/script-safe-json'
import { afterFirstPaint } from './after-first-paint'

/**
 * The display face of the header brand and every heading: DM Serif Display 400, cut down to the
 * characters headings use (scripts/subset-display-font.sh, 10.9 kB). Other characters fall back
 * to the next face of $font-display in _tokens.scss.
 */
export const DISPLAY_FONT = {
  family: 'DM Serif Display',
  url: subsetUrl,
  // The same list as UNICODES in scripts/subset-display-font.sh.
  unicodeRange:
    'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
} as const

/**
 * The inline script that fetches the display face once the first frame has painted and adds it to
 * the document when it has arrived. Until then, and without JavaScript, headings use the fallback
 * serif. Adding the face only once it is loaded lays the headings out once, not twice (a pending
 * face in document.fonts lays them out again when added, then again on arrival). Declared in CSS,
 * the face would be fetched during the first layout, competing with the hero image for a slow link
 * and holding up the largest paint (measured in Lighthouse, mobile: the no-JavaScript page's LCP
 * ~1.20 s with it in CSS, ~0.98 s without).
 */
export const displayFontLoader = ({ family, url, unicodeRange }: typeof DISPLAY_FONT): string =>
  afterFirstPaint(
    `if(typeof FontFace!="function"||!document.fonts)return;var f=new FontFace(${scriptSafeJson(family)},${scriptSafeJson(`url(${url}) format("woff2")`)},{display:"swap",unicodeRange:${scriptSafeJson(unicodeRange)}});f.load().then(function(){document.fonts.add(f)},function(){})`,
  )

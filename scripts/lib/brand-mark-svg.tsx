import path from 'path'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BrandMark } from '../../src/components/brand-mark/brand-mark'
import { BRAND_MARK_SVG } from '../../src/config/brand'

export const BRAND_MARK_SVG_FILE = path.resolve(__dirname, '../..', BRAND_MARK_SVG)

/** The file favicons, app icons and the social card are rendered from: the page's mark, titled and sized. */
export function brandMarkSvg(): string {
  const drawing = renderToStaticMarkup(<BrandMark />).replace(/^<svg[^>]*>/, '')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="-256 -256 512 512" role="img" aria-labelledby="title desc">',
    '<!-- Written by `npm run generate` from src/components/brand-mark/brand-mark.tsx: edit the mark there. -->',
    '<title id="title">Drobonso Farms mark</title>',
    '<desc id="desc">A deep green roundel with a gold ring framing the five-pointed star of a sliced okro pod, with its seeds.</desc>',
    drawing,
    '',
  ].join('\n')
}

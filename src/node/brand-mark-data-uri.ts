import fs from 'fs'
import svgToMiniDataURI from 'mini-svg-data-uri'

/** An SVG's markup without what a 16-64 px icon does not draw: comments, title, desc, spacing. */
export function minifySvg(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<defs>\s*<\/defs>/g, '')
    .replace(/\s+(role|aria-labelledby)="[^"]*"/g, '')
    .replace(/>\s+</g, '><')
    .trim()
}

/**
 * An SVG file as a data: URI, for the brand mark as the pages' favicon (src/node/head-links.tsx).
 * Read in gatsby-node and handed to the HTML renderer as a webpack constant: file reads inside the
 * SSR bundle are what Gatsby warns against.
 */
export const svgFileDataUri = (file: string): string =>
  svgToMiniDataURI(minifySvg(fs.readFileSync(file, 'utf8')))

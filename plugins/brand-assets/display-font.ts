import fs from 'fs'
import { createRequire } from 'module'
import path from 'path'
import fontverter from 'fontverter'

/** sharp's text renderer needs a font file it can read, and the package ships only WOFF. */
export async function prepareDisplayFont(directory: string): Promise<string> {
  // Not plain require.resolve: Gatsby bundles gatsby-node.ts with Parcel, which drops it.
  const woff = createRequire(__filename).resolve(
    '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff',
  )
  const file = path.join(directory, 'dm-serif-display-latin-400-normal.ttf')
  fs.mkdirSync(directory, { recursive: true })
  fs.writeFileSync(file, await fontverter.convert(fs.readFileSync(woff), 'truetype'))
  return file
}

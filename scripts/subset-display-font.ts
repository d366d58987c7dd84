/**
 * Regenerates the display face's two files in src/fonts/, both declared as 'DM Serif Display' in
 * src/styles/global.scss:
 * - dm-serif-display-400-basic.woff2: DM Serif Display 400 cut to the characters headings use
 *   (preloaded by Seo).
 * - static/fonts/display-400-ghana.woff2 (copied as it is: a build would inline a file this small
 *   as a data: URL, which the CSP's font-src does not allow): the letters of Ghanaian languages DM Serif Display lacks (Twi and Ga
 *   ɛ ɔ, Ewe ɖ ƒ ɣ ʋ, Ga and Dagbani ŋ …), from Noto Serif Display 400, the closest high-contrast
 *   serif that has them. Browsers fetch it only for a page that uses one of them (unicode-range).
 * Keep the ranges in step with global.scss: a Jest test compares them with the files' characters.
 * Both fonts: SIL Open Font License (src/fonts/OFL.txt, static/fonts/OFL-noto-serif-display.txt).
 *
 *   npx tsx scripts/subset-display-font.ts
 */
import fs from 'fs'
import path from 'path'
import subsetFont from 'subset-font'

const ROOT = path.resolve(__dirname, '..')
const FONTSOURCE = path.join(ROOT, 'node_modules/@fontsource')

/** `U+0020-007E, U+00A9` → [0x20, …, 0x7e, 0xa9]. */
export const codePointsOf = (unicodeRange: string): number[] =>
  unicodeRange.split(',').flatMap(range => {
    const [from, to = from] = range
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map(hex => parseInt(hex, 16))
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i)
  })

export const SUBSETS = [
  {
    source: 'dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
    output: 'src/fonts/dm-serif-display-400-basic.woff2',
    unicodeRange:
      'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
  },
  {
    source: 'noto-serif-display/files/noto-serif-display-latin-ext-400-normal.woff2',
    output: 'static/fonts/display-400-ghana.woff2',
    unicodeRange:
      'U+014A-014B, U+0186, U+0189-018A, U+0190-0192, U+0194, U+01B2, U+0254, U+0256-0257, U+025B, U+0263, U+028B',
  },
]

async function main(): Promise<void> {
  for (const { source, output, unicodeRange } of SUBSETS) {
    const input = fs.readFileSync(path.join(FONTSOURCE, source))
    const subset = await subsetFont(input, String.fromCodePoint(...codePointsOf(unicodeRange)), {
      targetFormat: 'woff2',
      // Kerning and ligatures keep headings set as designed; hinting is of no use at heading sizes.
      keepFeatures: ['kern', 'liga'],
      noHinting: true,
      // The copyright, licence and name records stay in the file, as the OFL asks.
      preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
    })
    fs.writeFileSync(path.join(ROOT, output), subset)
    console.log(`${output}: ${subset.length} bytes (from ${input.length})`)
  }
}

if (require.main === module) {
  main().catch(error => {
    console.error(error)
    process.exit(1)
  })
}

/** `npx tsx scripts/subset-display-font.ts`, then `npm run generate`: headings ship only the letters they use. */
import fs from 'fs'
import path from 'path'
import subsetFont from 'subset-font'
import { DISPLAY_FACES, codePointsOf } from '../plugins/brand-assets/display-faces'

const ROOT = path.resolve(__dirname, '..')

async function main(): Promise<void> {
  for (const { source, file, unicodeRange } of DISPLAY_FACES) {
    const input = fs.readFileSync(path.join(ROOT, 'node_modules', source))
    const subset = await subsetFont(input, String.fromCodePoint(...codePointsOf(unicodeRange)), {
      targetFormat: 'woff2',
      // Kerning and ligatures keep headings set as designed; hinting is of no use at heading sizes.
      keepFeatures: ['kern', 'liga'],
      noHinting: true,
      // The copyright, licence and name records stay in the file, as the OFL asks.
      preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
    })
    fs.writeFileSync(path.join(ROOT, file), subset)
    console.log(`${file}: ${subset.length} bytes (from ${input.length})`)
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})

/**
 * @jest-environment node
 */
import fs from 'fs'
import { PALETTE_SCSS_FILE, paletteScss } from '../../scripts/lib/palette-scss'

it('src/styles/_palette.scss is up to date with src/config/palette.ts (else run npm run generate)', () => {
  expect(fs.readFileSync(PALETTE_SCSS_FILE, 'utf8')).toBe(paletteScss())
})

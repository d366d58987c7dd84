import path from 'path'
import { PALETTE } from '../../src/config/palette'

export const PALETTE_SCSS_FILE = path.resolve(__dirname, '../../src/styles/_palette.scss')

/** src/styles/_palette.scss: one Sass variable per colour of the palette, under the same name. */
export const paletteScss = (): string =>
  [
    '// Written by `npm run generate` from src/config/palette.ts: edit the colours there.',
    ...Object.entries(PALETTE).map(([name, value]) => `$${name}: ${value};`),
    '',
  ].join('\n')

import path from 'path'
import { DISPLAY_FACES, DISPLAY_FONT_FAMILY } from '../../plugins/brand-assets/display-faces'

export const DISPLAY_FACES_SCSS_FILE = path.resolve(__dirname, '../../src/styles/_display-faces.scss')

/** src/styles/_display-faces.scss: each face file with the characters it holds, so browsers fetch only what a page uses. */
export const displayFacesScss = (): string =>
  [
    '// Written by `npm run generate` from plugins/brand-assets/display-faces.ts: edit the faces there.',
    ...DISPLAY_FACES.map(face =>
      [
        '@font-face {',
        `  font-family: '${DISPLAY_FONT_FAMILY}';`,
        '  font-style: normal;',
        '  font-weight: 400;',
        '  font-display: swap;',
        `  src: url('${face.cssUrl}') format('woff2');`,
        `  unicode-range: ${face.unicodeRange};`,
        '}',
      ].join('\n'),
    ),
    '',
  ].join('\n')

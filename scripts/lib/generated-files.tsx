/** Committed files written from a TypeScript source (content/schemas/ aside, made by the content checks). */
import path from 'path'
import { createFontStack } from '@capsizecss/core'
import dmSerifDisplay from '@capsizecss/metrics/dMSerifDisplay'
import georgia from '@capsizecss/metrics/georgia'
import notoSerif from '@capsizecss/metrics/notoSerif'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DISPLAY_FACES, DISPLAY_FONT_FAMILY } from '../../plugins/brand-assets/display-faces'
import { CONTENT_FILES } from '../../plugins/content-model/schema'
import { type JsonSchema, contentJsonSchema, schemaFields } from '../../plugins/content-model/json-schemas'
import { BrandMark } from '../../src/components/brand-mark/brand-mark'
import { BRAND_MARK_SVG } from '../../src/config/brand'
import { PALETTE } from '../../src/config/palette'

const ROOT = path.resolve(__dirname, '../..')
export const CONTENT_FIELDS_MD_FILE = path.join(ROOT, 'docs/content-fields.md')

/** src/styles/_palette.scss: one Sass variable per colour of the palette, under the same name. */
const paletteScss = (): string =>
  [
    '// Written by `npm run generate` from src/config/palette.ts: edit the colours there.',
    ...Object.entries(PALETTE).map(([name, value]) => `$${name}: ${value};`),
    '',
  ].join('\n')

/** The system serifs shown until the face arrives, each resized to its letters' width so the swap rewraps no heading. */
function displayFontStack() {
  if (dmSerifDisplay.familyName !== DISPLAY_FONT_FAMILY)
    throw new Error(
      `scripts/lib/generated-files.tsx sizes the fallbacks to ${dmSerifDisplay.familyName}, but the display face is ${DISPLAY_FONT_FAMILY}: import its metrics from @capsizecss/metrics there.`,
    )
  return createFontStack([
    dmSerifDisplay,
    georgia, // iOS, Mac and Windows
    notoSerif, // Android
    // Linux's twin of Times New Roman's metrics; Times New Roman itself always comes with Georgia.
    {
      ...timesNewRoman,
      familyName: 'Liberation Serif',
      fullName: 'Liberation Serif',
      postscriptName: 'LiberationSerif',
    },
  ])
}

/** src/styles/_display-faces.scss: the face files with the characters each holds, so browsers fetch only what a page uses, and the fallbacks. */
function displayFacesScss(): string {
  const { fontFamily, fontFaces } = displayFontStack()
  return [
    '// Written by `npm run generate` from plugins/brand-assets/display-faces.ts (the fallbacks: scripts/lib/generated-files.tsx).',
    `$font-display: ${fontFamily}, serif;`,
    '',
    '@mixin display-font-faces {',
    ...DISPLAY_FACES.map(
      face => `  @font-face {
    font-family: '${DISPLAY_FONT_FAMILY}';
    font-display: swap;
    src: url('${face.cssUrl}') format('woff2');
    unicode-range: ${face.unicodeRange};
  }`,
    ),
    fontFaces.replace(/^/gm, '  '),
    '}',
    '',
  ].join('\n')
}

/** The file favicons, app icons and the social card are rendered from: the page's mark, titled and sized. */
function brandMarkSvg(): string {
  const drawing = renderToStaticMarkup(<BrandMark />).replace(/^<svg[^>]*>/, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="-256 -256 512 512" role="img" aria-labelledby="title desc">
<!-- Written by \`npm run generate\` from src/components/brand-mark/brand-mark.tsx: edit the mark there. -->
<title id="title">Drobonso Farms mark</title>
<desc id="desc">A deep green roundel with a gold ring framing the five-pointed star of a sliced okro pod, with its seeds.</desc>
${drawing}
`
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** A row for each field below `at`: a list's fields are its entries', marked `[]`. */
function fieldRows(schema: JsonSchema, at: string): string[] {
  if (schema.type === 'array') return fieldRows(schema.items as JsonSchema, `${at}[]`)
  if (schema.type !== 'object') return []
  return schemaFields(schema).flatMap(({ name, schema: field, required }) => {
    const fieldAt = at ? `${at}.${name}` : name
    const holds = field.type === 'object' ? 'a group of the fields below' : cell(field.description ?? '')
    const row = `| \`${fieldAt}\` | ${cell(field.title ?? '')} | ${required ? 'yes' : 'no'} | ${holds} |`
    return [row, ...fieldRows(field, fieldAt)]
  })
}

/** docs/content-fields.md: every field of every content file, with its label in the editor and what it holds. */
const contentFieldsMd = (): string =>
  [
    '# Content fields',
    '',
    '<!-- Written by `npm run generate` from plugins/content-model/schema.ts: edit the fields there. -->',
    '',
    'Every field the content files hold. `[]` marks each entry of a list. How to edit them, and what',
    "the build's messages mean: [content-guide.md](content-guide.md).",
    '',
    ...CONTENT_FILES.flatMap(file => {
      const schema = contentJsonSchema(file)
      const list = schema.type === 'array'
      return [
        `## content/${file}`,
        '',
        list ? 'A list: each entry has these fields.' : 'One group of fields.',
        '',
        '| Field | Label in the editor | Required | What it holds |',
        '| --- | --- | --- | --- |',
        ...fieldRows(list ? (schema.items as JsonSchema) : schema, ''),
        '',
      ]
    }),
  ].join('\n')

export const GENERATED_FILES: { file: string; text: () => string }[] = [
  { file: path.join(ROOT, 'src/styles/_palette.scss'), text: paletteScss },
  { file: path.join(ROOT, 'src/styles/_display-faces.scss'), text: displayFacesScss },
  { file: path.join(ROOT, BRAND_MARK_SVG), text: brandMarkSvg },
  { file: CONTENT_FIELDS_MD_FILE, text: contentFieldsMd },
]

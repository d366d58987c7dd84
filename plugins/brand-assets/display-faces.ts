/** Headings' face as two files under one name, so Ghanaian letters DM Serif Display lacks come from Noto. */
export const DISPLAY_FACES = [
  {
    source: '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
    file: 'src/fonts/dm-serif-display-400-basic.woff2',
    cssUrl: '../fonts/dm-serif-display-400-basic.woff2',
    unicodeRange:
      'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
  },
  {
    source: '@fontsource/noto-serif-display/files/noto-serif-display-latin-ext-400-normal.woff2',
    // Served as it is from static/: a build would inline a file this small as a data: URL, which the CSP refuses.
    file: 'static/fonts/display-400-ghana.woff2',
    cssUrl: '/fonts/display-400-ghana.woff2',
    unicodeRange:
      'U+014A-014B, U+0186, U+0189-018A, U+0190-0192, U+0194, U+01B2, U+0254, U+0256-0257, U+025B, U+0263, U+028B',
  },
] as const

export const DISPLAY_FONT_FAMILY = 'DM Serif Display'

/** `U+0020-007E, U+00A9` → [[0x20, 0x7e], [0xa9, 0xa9]]. */
const rangesOf = (unicodeRange: string): [number, number][] =>
  [...unicodeRange.matchAll(/U\+([0-9a-f]+)(?:-([0-9a-f]+))?/gi)].map(([, from, to = from]) => [
    parseInt(from!, 16),
    parseInt(to!, 16),
  ])

/** `U+0020-007E, U+00A9` → [0x20, …, 0x7e, 0xa9]. */
export const codePointsOf = (unicodeRange: string): number[] =>
  rangesOf(unicodeRange).flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  )

const escaped = (codePoint: number): string => {
  // Decap tests a pattern without the u flag, where \u takes four digits.
  if (codePoint > 0xffff) throw new Error(`U+${codePoint.toString(16)}: a pattern cannot name it as \\uXXXX.`)
  return `\\u${codePoint.toString(16).padStart(4, '0')}`
}

/** `U+0020-007E, U+00A9` → `[\u0020-\u007e\u00a9]`, the same characters as a regular expression's class. */
export const characterClassOf = (unicodeRange: string): string =>
  `[${rangesOf(unicodeRange)
    .map(([first, last]) => (first === last ? escaped(first) : `${escaped(first)}-${escaped(last)}`))
    .join('')}]`

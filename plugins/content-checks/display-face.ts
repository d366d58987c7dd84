/**
 * Text set in the display face (headings, the brand, product names) must use letters the face's
 * files have: any other letter would show in a fallback font, mid-word. The files are the ones the
 * page loads (src/fonts/ and static/fonts/, declared in src/styles/global.scss), read with fontkit.
 */
import fs from 'fs'
import path from 'path'
import * as fontkit from 'fontkit'

/** The display face as the page loads it, relative to the site's folder. */
const FACE_FILES = ['src/fonts/dm-serif-display-400-basic.woff2', 'static/fonts/display-400-ghana.woff2']

type PathSegment = string | number

/** Where each content file holds display text; `*` stands for every entry of a list. */
export const DISPLAY_FIELDS: Record<string, PathSegment[][]> = {
  'site.json': [
    ['brand'],
    ['hero', 'animatedWord'],
    ['hero', 'subtitle'],
    ['about', 'title'],
    ['about', 'badgeValue'],
    ['story', 'heading'],
    ['productsSection', 'heading'],
    ['testimonialsSection', 'heading'],
  ],
  'products.json': [['*', 'name']],
  'testimonials.json': [['*', 'headline']],
}

/** Read once per site folder: the files do not change while the build or the editor runs. */
const covered = new Map<string, Set<number>>()

/** Every character the display face's files have a glyph for. */
function faceCharacters(siteDir: string): Set<number> {
  let characters = covered.get(siteDir)
  if (!characters) {
    characters = new Set(
      FACE_FILES.flatMap(file => {
        const font = fontkit.create(fs.readFileSync(path.join(siteDir, file)))
        return 'characterSet' in font ? font.characterSet : []
      }),
    )
    covered.set(siteDir, characters)
  }
  return characters
}

/** Each value `pattern` reaches in `data` (`*` standing for every list entry), with its path. */
function expand(data: unknown, pattern: PathSegment[]): { at: PathSegment[]; value: unknown }[] {
  const [head, ...rest] = pattern
  if (head === undefined) return [{ at: [], value: data }]
  const prefixed = (key: PathSegment, child: unknown) =>
    expand(child, rest).map(({ at, value }) => ({ at: [key, ...at], value }))
  if (head === '*') return Array.isArray(data) ? data.flatMap((entry, index) => prefixed(index, entry)) : []
  const child = data && typeof data === 'object' ? (data as Record<string, unknown>)[head] : undefined
  return child === undefined ? [] : prefixed(head, child)
}

/** Display text using letters the face lacks: where, and a sentence naming the letters. */
export function displayFaceProblems(
  file: string,
  data: unknown,
  siteDir: string,
): { at: PathSegment[]; message: string }[] {
  const characters = faceCharacters(siteDir)
  return (DISPLAY_FIELDS[file] ?? []).flatMap(pattern =>
    expand(data, pattern).flatMap(({ at, value }) => {
      if (typeof value !== 'string') return []
      const missing = [...new Set([...value].filter(letter => !characters.has(letter.codePointAt(0)!)))]
      if (missing.length === 0) return []
      const letters = missing.map(
        letter => `"${letter}" (U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
      )
      return [
        {
          at,
          message:
            `uses ${letters.join(', ')}, which the heading font does not have: it would show in another typeface. ` +
            'Write it without that letter, or ask a developer to add it to the font (scripts/subset-display-font.ts).',
        },
      ]
    }),
  )
}

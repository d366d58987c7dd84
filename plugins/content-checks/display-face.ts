/**
 * Text set in the display face (headings, the brand, product names) must use letters the face's
 * files have: any other letter would show in a fallback font, mid-word. The files are the ones the
 * page loads (src/fonts/ and static/fonts/, declared in src/styles/global.scss), read with fontkit.
 */
import fs from 'fs'
import path from 'path'
import * as fontkit from 'fontkit'
import type { z } from 'zod'
import { DISPLAY_TEXT, registeredFields } from './content-schema'

/** The display face as the page loads it, relative to the site's folder. */
const FACE_FILES = ['src/fonts/dm-serif-display-400-basic.woff2', 'static/fonts/display-400-ghana.woff2']

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

/** Display text using letters the face lacks: where, and a sentence naming the letters. */
export function displayFaceProblems(
  schema: z.ZodType,
  data: unknown,
  siteDir: string,
): { at: PropertyKey[]; message: string }[] {
  const characters = faceCharacters(siteDir)
  return registeredFields(DISPLAY_TEXT, schema, data).flatMap(({ at, value }) => {
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
  })
}

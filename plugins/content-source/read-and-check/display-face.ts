/** Display text must use letters the face's files have, or that letter shows in a fallback font mid-word. */
import fs from 'fs'
import path from 'path'
import * as fontkit from 'fontkit'
import type { z } from 'zod'
import { DISPLAY_TEXT, registeredFields } from '../../content-model/registries'
import { DISPLAY_FACES } from '../../brand-assets/display-faces'

/** Read once per site folder: the files do not change while the build or the editor runs. */
const covered = new Map<string, Set<number>>()

function faceCharacters(siteDir: string): Set<number> {
  let characters = covered.get(siteDir)
  if (!characters) {
    characters = new Set(
      DISPLAY_FACES.flatMap(({ file }) => {
        const font = fontkit.create(fs.readFileSync(path.join(siteDir, file)))
        return 'characterSet' in font ? font.characterSet : []
      }),
    )
    covered.set(siteDir, characters)
  }
  return characters
}

export function displayFaceProblems(schema: z.ZodType, data: unknown, siteDir: string) {
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

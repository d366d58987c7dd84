/** Display text must use letters the face's files have, or that letter shows in a fallback font mid-word. */
import type { z } from 'zod'
import { DISPLAY_TEXT, registeredFields } from '../../content-model/registries'
import { DISPLAY_FACES, codePointsOf } from '../../brand-assets/display-faces'

/** The letters each face declares (all a browser takes from it), which a build test holds equal to its file's. */
const CHARACTERS = new Set(DISPLAY_FACES.flatMap(face => codePointsOf(face.unicodeRange)))

export function displayFaceProblems(schema: z.ZodType, data: unknown) {
  return registeredFields(DISPLAY_TEXT, schema, data).flatMap(({ at, value }) => {
    if (typeof value !== 'string') return []
    const missing = [...new Set([...value].filter(letter => !CHARACTERS.has(letter.codePointAt(0)!)))]
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

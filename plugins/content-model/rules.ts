/** The rule kit the schema is written with: each kind of value and check, with the farm's message for it. */
import { z } from 'zod'
import { DISPLAY_FACES, characterClassOf } from '../brand-assets/display-faces'
import { expecting, mustBe, notInDisplayFace, tooLong } from './messages'
import { CONTENT_FILE_FIELDS, type ContentFileKind, MEDIA_KINDS } from './registries'

/** Each rule aborts on failure, so the farm reads one sentence per field; `expected` is the text's own. */
export type TextRule = (schema: z.ZodString, expected: string) => z.ZodString

/** Patterns also go into the JSON Schemas, so an editor checks them too. */
export const matches =
  (pattern: RegExp, problem: (value: string, expected: string) => string = mustBe): TextRule =>
  (schema, expected) =>
    schema.regex(pattern, { error: issue => problem(String(issue.input), expected), abort: true })

export const satisfies =
  (problem: (value: string, expected: string) => string | undefined): TextRule =>
  (schema, expected) =>
    schema.refine(value => problem(value, expected) === undefined, {
      error: issue => problem(String(issue.input), expected),
      abort: true,
    })

export function text(expected: string, ...rules: TextRule[]) {
  const nonEmpty = z
    .string({ error: expecting(expected) })
    .regex(/\S/, { error: `is empty: write ${expected}.`, abort: true })
  return rules.reduce((schema, rule) => rule(schema, expected), nonEmpty).meta({ description: expected })
}

export const textMatching = (expected: string, pattern: RegExp, ...rules: TextRule[]) =>
  text(expected, matches(pattern), ...rules)

export function wholeNumber(expected: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const error = expecting(expected)
  return z.int({ error }).min(min, { error }).max(max, { error }).meta({ description: expected })
}

export function yesNo(expected: string) {
  return z.boolean({ error: expecting(expected) }).meta({ description: expected })
}

export function list<T extends z.ZodType>(expected: string, item: T, min = 1) {
  return z
    .array(item, { error: expecting(expected) })
    .min(min, { error: `is empty: it needs at least ${min} entr${min === 1 ? 'y' : 'ies'}, as ${expected}.` })
    .meta({ description: expected })
}

export function group<T extends z.ZodRawShape>(expected: string, shape: T) {
  // strictObject: a field the site does not know is reported, since it is most often a typo.
  return z.strictObject(shape, { error: expecting(expected) }).meta({ description: expected })
}

export const multiLine = { editorWords: { control: 'text' } } as const

/** The letters the display faces declare (all a browser takes from them): another shows in a fallback font mid-word. */
const DISPLAY_LETTER = characterClassOf(DISPLAY_FACES.map(face => face.unicodeRange).join(', '))
export const DISPLAY_LETTERS = new RegExp(`^${DISPLAY_LETTER}*$`)
const ONE_DISPLAY_LETTER = new RegExp(`^${DISPLAY_LETTER}$`)

/** Each letter outside the display faces once, as `"è" (U+00E8)`. */
const outsideDisplayFaces = (text: string): string[] =>
  [...new Set([...text].filter(letter => !ONE_DISPLAY_LETTER.test(letter)))].map(
    letter => `"${letter}" (U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
  )

/** Text set in the display face; a pattern, so the editor checks it as the farm types. */
export const display = (text: z.ZodString) =>
  text.regex(DISPLAY_LETTERS, {
    error: issue => notInDisplayFace(outsideDisplayFaces(String(issue.input))),
    abort: true,
  })

/** A file's path relative to content/ ("the path of a photo …"): no web addresses, no way out of the folder. */
export function contentFile(what: string, example: string, kind: ContentFileKind) {
  const expected = `the path of ${what} inside the content folder, e.g. "${example}"`
  return text(
    expected,
    matches(/^(?![A-Za-z][A-Za-z0-9+.-]*:)/, value =>
      mustBe(value, `${expected}: a file in the content folder, not a web address`),
    ),
    matches(/^(?!\/)(?!.*\\)(?!(?:.*\/)?\.\.(?:\/|$))/, value =>
      mustBe(value, `${expected}, written relative to the content folder with forward slashes`),
    ),
  )
    .register(CONTENT_FILE_FIELDS, { kind })
    .meta({ contentMediaType: MEDIA_KINDS[kind].mediaType })
}

/** `where` also goes into the JSON Schema, for the editor's message (a pattern cannot count as the build does). */
export const atMost =
  (limit: number, where: string): TextRule =>
  schema =>
    schema
      .max(limit, { error: issue => tooLong(limit, where, String(issue.input).length), abort: true })
      .meta({ maxLengthWhere: where })

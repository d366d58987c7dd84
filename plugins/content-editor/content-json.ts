/** Lists are held as { items } while edited, because Decap edits objects only (decap-cms#531). */

export const LIST_KEY = 'items'

/** The form holds a photo and its description as one value, { src, alt }, so its control can ask for both. */
export const PHOTO_SRC = 'src'
export const PHOTO_ALT = 'alt'

/** The switches and choices the form set to their default where the file left them out, so that a save leaves them out again. */
const DEFAULTED = '__defaulted'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Two-space JSON, the layout of the files in content/, so a save changes only the lines edited. */
const formatJson = (value: Json): string => `${JSON.stringify(value, null, 2)}\n`

interface FieldOrder {
  name: string
  fields?: FieldOrder[]
  field?: FieldOrder
  /** A photo's description, a field of its own in the file and part of the photo's value in the form. */
  alt?: { name: string }
  /** A group the file may leave out, held in the form as a list of at most one entry (editor-config.ts). */
  optionalGroup?: boolean
  /** A switch's or a choice's value when the file leaves it out, which Decap shows only for a new entry. */
  default?: unknown
}

/** The file's keys in the file's order: a photo's description follows its photo. */
const fileKeys = (fields: FieldOrder[]): string[] =>
  fields.flatMap(field => (field.alt ? [field.name, field.alt.name] : [field.name]))

type Group = Record<string, unknown>

/** Every group in `value`, inner ones first, through `change` with the fields that describe it. */
function eachGroup(
  value: unknown,
  change: (group: Group, fields: FieldOrder[]) => void,
  fields?: FieldOrder[],
  field?: FieldOrder,
): unknown {
  if (Array.isArray(value))
    return value.map(item => eachGroup(item, change, field?.fields ?? fields, field?.field))
  if (!isPlainObject(value) || !fields) return value
  const group: Group = { ...value }
  for (const spec of fields)
    if (spec.name in group) group[spec.name] = eachGroup(group[spec.name], change, spec.fields, spec.field)
  change(group, fields)
  return group
}

/** File to form: a photo and its description as { src, alt }, an optional group as a list, a missing switch or choice at its default. */
function fileToForm(group: Group, fields: FieldOrder[]): void {
  const defaulted: string[] = []
  for (const spec of fields) {
    const value = group[spec.name]
    if (spec.alt && spec.name in group) {
      group[spec.name] = { [PHOTO_SRC]: value, [PHOTO_ALT]: group[spec.alt.name] ?? '' }
      delete group[spec.alt.name]
    } else if (spec.optionalGroup && value !== undefined) group[spec.name] = [value]
    else if (spec.default !== undefined && value === undefined) {
      group[spec.name] = spec.default
      defaulted.push(spec.name)
    }
  }
  if (defaulted.length) group[DEFAULTED] = defaulted
}

/** Form to file: a photo and its description as two keys, an optional group as its entry or no key, an unchanged default left out. */
function formToFile(group: Group, fields: FieldOrder[]): void {
  const defaulted = (group[DEFAULTED] ?? []) as string[]
  delete group[DEFAULTED]
  for (const spec of fields) {
    const value = group[spec.name]
    if (spec.alt && isPlainObject(value)) {
      group[spec.name] = value[PHOTO_SRC]
      group[spec.alt.name] = value[PHOTO_ALT]
    } else if (spec.optionalGroup && Array.isArray(value)) {
      // A second entry stays a list, which Decap (max: 1) and the build both refuse.
      if (value.length === 0) delete group[spec.name]
      else if (value.length === 1) group[spec.name] = value[0]
    } else if (defaulted.includes(spec.name) && value === spec.default) delete group[spec.name]
  }
}

const isEmpty = (value: unknown): boolean => value === '' || value === null || value === undefined

/** Empty values are dropped: an empty optional field fails the build, a missing one does not. */
export function tidy(value: unknown, fields?: FieldOrder[], field?: FieldOrder): Json {
  if (Array.isArray(value)) return value.map(item => tidy(item, field?.fields ?? fields, field?.field))
  if (!isPlainObject(value)) return value as Json
  const known = fileKeys(fields ?? []).filter(name => name in value)
  const rest = Object.keys(value).filter(name => !known.includes(name))
  const result: Record<string, Json> = {}
  for (const name of [...known, ...rest]) {
    if (isEmpty(value[name])) continue
    const spec = fields?.find(f => f.name === name)
    result[name] = tidy(value[name], spec?.fields, spec?.field)
  }
  return result
}

/** A file saved by Windows Notepad starts with a byte-order mark, which the build accepts too. */
const parse = (text: string): unknown => JSON.parse(text.replace(/^\uFEFF/, ''))

export const objectFormat = (fields: FieldOrder[]) => ({
  fromFile: (text: string) => eachGroup(parse(text), fileToForm, fields) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>) => formatJson(tidy(eachGroup(data, formToFile, fields), fields)),
})

export const listFormat = (list: FieldOrder) => ({
  fromFile: (text: string) => ({ [LIST_KEY]: eachGroup(parse(text), fileToForm, list.fields, list.field) }),
  toFile: (data: Record<string, unknown>) =>
    formatJson(
      tidy(eachGroup(data[LIST_KEY] ?? [], formToFile, list.fields, list.field), list.fields, list.field),
    ),
})

/** Lists are held as { items } while edited, because Decap edits objects only (decap-cms#531). */

export const LIST_KEY = 'items'

/** The form holds a photo and its description as one value, { src, alt }, so its control can ask for both. */
export const PHOTO_SRC = 'src'
export const PHOTO_ALT = 'alt'

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
}

/** The file's keys in the file's order: a photo's description follows its photo. */
const fileKeys = (fields: FieldOrder[]): string[] =>
  fields.flatMap(field => (field.alt ? [field.name, field.alt.name] : [field.name]))

/** File to form (fold) or back: each photo and its description as one value { src, alt }, or as their own keys. */
function photos(fold: boolean, value: unknown, fields?: FieldOrder[], field?: FieldOrder): unknown {
  if (Array.isArray(value))
    return value.map(item => photos(fold, item, field?.fields ?? fields, field?.field))
  if (!isPlainObject(value) || !fields) return value
  const result: Record<string, unknown> = { ...value }
  for (const spec of fields) {
    const photo = result[spec.name]
    if (spec.alt && fold && spec.name in result) {
      result[spec.name] = { [PHOTO_SRC]: photo, [PHOTO_ALT]: result[spec.alt.name] ?? '' }
      delete result[spec.alt.name]
    } else if (spec.alt && !fold && isPlainObject(photo)) {
      result[spec.name] = photo[PHOTO_SRC]
      result[spec.alt.name] = photo[PHOTO_ALT]
    } else if (spec.name in result) result[spec.name] = photos(fold, photo, spec.fields, spec.field)
  }
  return result
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
  fromFile: (text: string) => photos(true, parse(text), fields) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>) => formatJson(tidy(photos(false, data, fields), fields)),
})

export const listFormat = (list: FieldOrder) => ({
  fromFile: (text: string) => ({ [LIST_KEY]: photos(true, parse(text), list.fields, list.field) }),
  toFile: (data: Record<string, unknown>) =>
    formatJson(tidy(photos(false, data[LIST_KEY] ?? [], list.fields, list.field), list.fields, list.field)),
})

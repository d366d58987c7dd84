/** Lists are held as { items } while edited, because Decap edits objects only (decap-cms#531). */

export const LIST_KEY = 'items'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Two-space JSON, the layout of the files in content/, so a save changes only the lines edited. */
const formatJson = (value: Json): string => `${JSON.stringify(value, null, 2)}\n`

interface FieldOrder {
  name: string
  fields?: FieldOrder[]
  field?: FieldOrder
}

const isEmpty = (value: unknown): boolean => value === '' || value === null || value === undefined

/** Empty values are dropped: an empty optional field fails the build, a missing one does not. */
export function tidy(value: unknown, fields?: FieldOrder[], field?: FieldOrder): Json {
  if (Array.isArray(value)) return value.map(item => tidy(item, field?.fields ?? fields, field?.field))
  if (!isPlainObject(value)) return value as Json
  const known = (fields ?? []).map(f => f.name).filter(name => name in value)
  const rest = Object.keys(value).filter(name => !known.includes(name))
  const result: Record<string, Json> = {}
  for (const name of [...known, ...rest]) {
    if (isEmpty(value[name])) continue
    const spec = fields?.find(f => f.name === name)
    result[name] = tidy(value[name], spec?.fields, spec?.field)
  }
  return result
}

interface ContentFormat {
  fromFile: (text: string) => Record<string, unknown>
  toFile: (data: Record<string, unknown>) => string
}

/** A file saved by Windows Notepad starts with a byte-order mark, which the build accepts too. */
const parse = (text: string): unknown => JSON.parse(text.replace(/^\uFEFF/, ''))

export const objectFormat = (fields: FieldOrder[]): ContentFormat => ({
  fromFile: text => parse(text) as Record<string, unknown>,
  toFile: data => formatJson(tidy(data, fields)),
})

export const listFormat = (list: FieldOrder): ContentFormat => ({
  fromFile: text => ({ [LIST_KEY]: parse(text) }),
  toFile: data => formatJson(tidy(data[LIST_KEY] ?? [], list.fields, list.field)),
})

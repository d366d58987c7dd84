/** Lists are held as { items } while edited, because Decap edits objects only (decap-cms#531). */

export const LIST_KEY = 'items'

/** Prettier's printWidth in .prettierrc. */
const PRINT_WIDTH = 110

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** JSON laid out as Prettier does, so a file saved in the editor passes `npm run lint`. */
export function formatJson(value: Json, indent = '', lineStart = 0, after = 0): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (value.every(item => !isPlainObject(item) && !Array.isArray(item))) {
      const flat = `[${value.map(item => JSON.stringify(item)).join(', ')}]`
      if (lineStart + flat.length + after <= PRINT_WIDTH) return flat
    }
    const inner = `${indent}  `
    const items = value.map(
      (item, index) => `${inner}${formatJson(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`,
    )
    return `[\n${items.join(',\n')}\n${indent}]`
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
    if (keys.length === 0) return '{}'
    const inner = `${indent}  `
    const fields = keys.map((key, index) => {
      const prefix = `${inner}${JSON.stringify(key)}: `
      return `${prefix}${formatJson(value[key]!, inner, prefix.length, index < keys.length - 1 ? 1 : 0)}`
    })
    return `{\n${fields.join(',\n')}\n${indent}}`
  }
  return JSON.stringify(value)
}

export interface FieldOrder {
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

export interface ContentFormat {
  fromFile: (text: string) => Record<string, unknown>
  toFile: (data: Record<string, unknown>) => string
}

export const objectFormat = (fields: FieldOrder[]): ContentFormat => ({
  fromFile: text => JSON.parse(text) as Record<string, unknown>,
  toFile: data => `${formatJson(tidy(data, fields))}\n`,
})

export const listFormat = (list: FieldOrder): ContentFormat => ({
  fromFile: text => ({ [LIST_KEY]: JSON.parse(text) as unknown }),
  toFile: data => `${formatJson(tidy(data[LIST_KEY] ?? [], list.fields, list.field))}\n`,
})

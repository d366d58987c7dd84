import path from 'path'
import { CONTENT_FILES } from '../../plugins/content-model/schema'
import { type JsonSchema, contentJsonSchema, schemaFields } from '../../plugins/content-model/json-schemas'

export const CONTENT_FIELDS_MD_FILE = path.resolve(__dirname, '../../docs/content-fields.md')

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function row(at: string, schema: JsonSchema, required: boolean): string {
  const holds = schema.type === 'object' ? 'a group of the fields below' : cell(schema.description ?? '')
  return `| \`${at}\` | ${cell(schema.title ?? '')} | ${required ? 'yes' : 'no'} | ${holds} |`
}

/** A row for each field below `at`: a list's fields are its entries', marked `[]`. */
function fieldRows(schema: JsonSchema, at: string): string[] {
  if (schema.type === 'array') return fieldRows(schema.items as JsonSchema, `${at}[]`)
  if (schema.type !== 'object') return []
  return schemaFields(schema).flatMap(({ name, schema: field, required }) => {
    const fieldAt = at ? `${at}.${name}` : name
    return [row(fieldAt, field, required), ...fieldRows(field, fieldAt)]
  })
}

/** docs/content-fields.md: every field of every content file, with its label in the editor and what it holds. */
export function contentFieldsMd(): string {
  const sections = CONTENT_FILES.map(file => {
    const schema = contentJsonSchema(file)
    const list = schema.type === 'array'
    return [
      `## content/${file}`,
      '',
      list ? 'A list: each entry has these fields.' : 'One group of fields.',
      '',
      '| Field | Label in the editor | Required | What it holds |',
      '| --- | --- | --- | --- |',
      ...fieldRows(list ? (schema.items as JsonSchema) : schema, ''),
      '',
    ].join('\n')
  })
  return [
    '# Content fields',
    '',
    '<!-- Written by `npm run generate` from plugins/content-model/schema.ts: edit the fields there. -->',
    '',
    'Every field the content files hold. `[]` marks each entry of a list. How to edit them, and what',
    "the build's messages mean: [content-guide.md](content-guide.md).",
    '',
    ...sections,
  ].join('\n')
}

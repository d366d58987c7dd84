import path from 'path'
import { CONTENT_SCHEMAS, type ContentFileName } from '../../plugins/content-checks/content-schema'
import { type JsonSchema, contentJsonSchema } from '../../plugins/content-checks/json-schemas'

export const CONTENT_FIELDS_MD_FILE = path.resolve(__dirname, '../../docs/content-fields.md')

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function rows(schema: JsonSchema, at: string, required: boolean): string[] {
  const own =
    at && schema.type !== 'object'
      ? [
          `| \`${at}\` | ${cell(schema.title ?? '')} | ${required ? 'yes' : 'no'} | ${cell(schema.description ?? '')} |`,
        ]
      : at
        ? [
            `| \`${at}\` | ${cell(schema.title ?? '')} | ${required ? 'yes' : 'no'} | a group of the fields below |`,
          ]
        : []
  if (schema.type === 'array') return [...own, ...rows(schema.items as JsonSchema, `${at}[]`, true).slice(1)]
  if (schema.type !== 'object') return own
  const needed = new Set(schema.required ?? [])
  const fields = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(
    ([name]) => name !== '$schema',
  )
  return [
    ...own,
    ...fields.flatMap(([name, field]) => rows(field, at ? `${at}.${name}` : name, needed.has(name))),
  ]
}

/** docs/content-fields.md: every field of every content file, with its label in the editor and what it holds. */
export function contentFieldsMd(): string {
  const sections = (Object.keys(CONTENT_SCHEMAS) as ContentFileName[]).map(file => {
    const schema = contentJsonSchema(file)
    const list = schema.type === 'array'
    const body = list ? rows(schema.items as JsonSchema, '', true) : rows(schema, '', true)
    return [
      `## content/${file}`,
      '',
      list ? 'A list: each entry has these fields.' : 'One group of fields.',
      '',
      '| Field | Label in the editor | Required | What it holds |',
      '| --- | --- | --- | --- |',
      ...body,
      '',
    ].join('\n')
  })
  return [
    '# Content fields',
    '',
    '<!-- Written by `npm run generate` from plugins/content-checks/content-schema.ts: edit the fields there. -->',
    '',
    'Every field the content files hold. `[]` marks each entry of a list. How to edit them, and what',
    "the build's messages mean: [content-guide.md](content-guide.md).",
    '',
    ...sections,
  ].join('\n')
}

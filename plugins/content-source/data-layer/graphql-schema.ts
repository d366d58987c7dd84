/** GraphQL types made from the JSON Schemas; @dontInfer, so a content typo cannot change the schema. */
import { CONTENT_FILES, type ContentFileName } from '../../content-model/schema'
import { PRICE_PATTERN, cedisOf } from '../../content-model/money'
import {
  type JsonSchema,
  contentJsonSchema,
  patternsOf,
  schemaFields,
} from '../../content-model/json-schemas'

/** `@cedis(from: "price")`: the field holds the named "GH15"-style price as a number of cedis. */
export const cedisExtension = {
  name: 'cedis',
  args: { from: 'String!' },
  extend: ({ from }: { from: string }) => ({
    resolve: (source: Record<string, unknown>): number => cedisOf(String(source[from])),
  }),
}

/** `@missingIsTrue`: a yes-or-no field the content may leave out, which then means yes (true). */
export const missingIsTrueExtension = {
  name: 'missingIsTrue',
  extend: () => ({
    resolve: (
      source: Record<string, unknown>,
      _args: unknown,
      _context: unknown,
      info: { fieldName: string },
    ) => source[info.fieldName] !== false,
  }),
}

/** JSON Schema's other types in GraphQL's words; a text is a String, or a File when it names one. */
const SCALARS: Record<string, string> = { integer: 'Int', number: 'Float', boolean: 'Boolean' }

const pascal = (name: string): string => `${name[0]!.toUpperCase()}${name.slice(1)}`

const describe = (schema: JsonSchema): string => [schema.title, schema.description].filter(Boolean).join(': ')

/** Each file's node type is named after the file, where gatsby-transformer-json would name site.json's after its folder. */
export const typeName = (file: ContentFileName): string => `${pascal(file.replace(/\.json$/, ''))}Json`

function contentTypeDefs(): string {
  const types = new Map<string, string>()

  function objectType(name: string, schema: JsonSchema, header: string): string {
    if (types.has(name)) return name
    types.set(name, '')
    const fields = schemaFields(schema).flatMap(field =>
      fieldLines(name, field.name, field.schema, field.required),
    )
    types.set(name, `${JSON.stringify(describe(schema))}\ntype ${name}${header} {\n${fields.join('\n')}\n}\n`)
    return name
  }

  function typeOf(parent: string, field: string, schema: JsonSchema): string {
    const named = schema.graphqlType as string | undefined
    if (schema.type === 'object') return objectType(named ?? `${parent}${pascal(field)}`, schema, '')
    if (schema.type === 'array') return `[${typeOf(parent, field, schema.items as JsonSchema)}!]`
    return schema.contentMediaType ? 'File' : (SCALARS[String(schema.type)] ?? 'String')
  }

  function fieldLines(parent: string, field: string, schema: JsonSchema, required: boolean): string[] {
    const line = (name: string, type: string, description: string, directive = '') =>
      `  ${JSON.stringify(description)}\n  ${name}: ${type}${directive}`
    // A yes-or-no field whose schema defaults to true is never null: left out, it reads true.
    const missingIsTrue = schema.type === 'boolean' && schema.default === true
    const type = `${typeOf(parent, field, schema)}${required || missingIsTrue ? '!' : ''}`
    // gatsby-transformer-json keeps a file's own `id` as `jsonId`: products.json's id → productId.
    if (field === 'id') {
      const name = `${parent.replace(/s?Json$/, '').toLowerCase()}Id`
      return [line(name, type, describe(schema), ' @proxy(from: "jsonId")')]
    }
    const directive = schema.contentMediaType
      ? ' @fileByRelativePath'
      : missingIsTrue
        ? ` @${missingIsTrueExtension.name}`
        : ''
    const lines = [line(field, type, describe(schema), directive)]
    if (patternsOf(schema).includes(PRICE_PATTERN.source))
      lines.push(
        line(
          `${field}Cedis`,
          `Int${required ? '!' : ''}`,
          `The ${field} as a number of cedis, e.g. 15 for GH15.`,
          ` @${cedisExtension.name}(from: "${field}")`,
        ),
      )
    return lines
  }

  for (const file of CONTENT_FILES) {
    const schema = contentJsonSchema(file)
    const object = schema.type === 'array' ? (schema.items as JsonSchema) : schema
    objectType(typeName(file), { ...object, title: `content/${file}` }, ' implements Node @dontInfer')
  }
  return [...types.values()].join('\n')
}

export const typeDefs = `${contentTypeDefs()}
"Settings from gatsby-config.ts."
type SiteSiteMetadata {
  "Absolute origin of the deployed site, without a trailing slash (SITE_URL overrides it)."
  siteUrl: String!
}
`

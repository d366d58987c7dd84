/**
 * @jest-environment node
 *
 * The GraphQL types (plugins/content-checks/graphql-schema.ts) against the zod schemas they must
 * mirror: the same fields, each required or optional alike, lists where the other has lists, and a
 * description on every type and field, which is what GraphiQL shows a developer.
 */
import {
  type FieldDefinitionNode,
  Kind,
  type ObjectTypeDefinitionNode,
  type TypeNode,
  parse,
  valueFromASTUntyped,
} from 'graphql'
import { z } from 'zod'
import {
  CONTENT_FILE_FIELDS,
  CONTENT_SCHEMAS,
  type ContentFileName,
} from '../../plugins/content-checks/content-schema'
import { cedisExtension, missingIsTrueExtension, typeDefs } from '../../plugins/content-checks/graphql-schema'

const types = new Map(
  parse(typeDefs)
    .definitions.filter(
      (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION,
    )
    .map(definition => [definition.name.value, definition]),
)

/** gatsby-config.ts names each file's type after it: products.json → ProductsJson. */
const typeName = (file: ContentFileName): string =>
  `${file[0]!.toUpperCase()}${file.slice(1).replace(/\.json$/, '')}Json`

/** A directive's argument, e.g. `from` of `@proxy(from: "jsonId")`. */
const directiveArg = (field: FieldDefinitionNode, directive: string, arg: string): string | undefined => {
  const value = field.directives
    ?.find(node => node.name.value === directive)
    ?.arguments?.find(node => node.name.value === arg)?.value
  return value ? String(valueFromASTUntyped(value)) : undefined
}

/** The JSON field a GraphQL field reads; gatsby-transformer-json stores a file's `id` as `jsonId`. */
const jsonField = (field: FieldDefinitionNode): string => {
  const proxied = directiveArg(field, 'proxy', 'from')
  return proxied === 'jsonId' ? 'id' : (proxied ?? field.name.value)
}

/** Fields computed from another (`@cedis(from: "price")`), so absent from the JSON. */
const derivedFrom = (field: FieldDefinitionNode): string | undefined =>
  directiveArg(field, cedisExtension.name, 'from')

/** `$schema` tells an editor where the JSON Schema is; the site never reads it. */
const EDITOR_ONLY = new Set(['$schema'])

/** Every disagreement between a zod value and a GraphQL type, as `path: problem`. */
function compare(
  schema: z.ZodType,
  type: TypeNode,
  at: string,
  fileField: boolean,
  defaulted = false,
): string[] {
  let zod = schema
  // A field the content may leave out but GraphQL always answers (@missingIsTrue) is non-null there.
  const optional = zod instanceof z.ZodOptional && !defaulted
  if (zod instanceof z.ZodOptional) zod = zod.unwrap() as z.ZodType
  const nullable = type.kind !== Kind.NON_NULL_TYPE
  if (optional !== nullable)
    return [
      `${at}: ${optional ? 'optional' : 'required'} in zod, ${nullable ? 'nullable' : 'non-null'} in GraphQL`,
    ]
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type
  if (zod instanceof z.ZodArray !== (inner.kind === Kind.LIST_TYPE))
    return [`${at}: ${zod instanceof z.ZodArray ? 'a list' : 'not a list'} in zod, not in GraphQL`]
  if (zod instanceof z.ZodArray && inner.kind === Kind.LIST_TYPE)
    return compare(zod.element as z.ZodType, inner.type, `${at}[]`, fileField)
  const name = inner.kind === Kind.NAMED_TYPE ? inner.name.value : ''
  if (zod instanceof z.ZodObject) {
    const object = types.get(name)
    return object ? compareObject(zod, object, at) : [`${at}: an object in zod, ${name} in GraphQL`]
  }
  // A field that names a file in content/ (contentFile in the schema) is a File through @fileByRelativePath.
  if (CONTENT_FILE_FIELDS.has(zod) !== fileField)
    return [
      `${at}: ${fileField ? 'not a content file in zod, a File' : 'a content file in zod, not a File'} in GraphQL`,
    ]
  const expected =
    zod instanceof z.ZodString
      ? fileField
        ? 'File'
        : 'String'
      : zod instanceof z.ZodNumber
        ? 'Int'
        : zod instanceof z.ZodBoolean
          ? 'Boolean'
          : '?'
  return name === expected ? [] : [`${at}: ${expected} expected from zod, ${name} in GraphQL`]
}

function compareObject(schema: z.ZodObject, type: ObjectTypeDefinitionNode, at: string): string[] {
  const shape = schema.shape as Record<string, z.ZodType>
  const zodFields = Object.keys(shape).filter(field => !EDITOR_ONLY.has(field))
  const problems: string[] = []
  const seen = new Set<string>()
  for (const field of type.fields ?? []) {
    const source = derivedFrom(field)
    if (source) {
      if (!(source in shape)) problems.push(`${at}.${field.name.value}: derived from ${source}, not in zod`)
      continue
    }
    const json = jsonField(field)
    seen.add(json)
    if (!(json in shape)) {
      problems.push(`${at}.${field.name.value}: in GraphQL (${type.name.value}), not in zod`)
      continue
    }
    const fileField = field.directives?.some(node => node.name.value === 'fileByRelativePath') ?? false
    const defaulted = field.directives?.some(node => node.name.value === missingIsTrueExtension.name) ?? false
    if (defaulted && !(shape[json] instanceof z.ZodOptional))
      problems.push(`${at}.${json}: @${missingIsTrueExtension.name} on a field zod requires`)
    problems.push(...compare(shape[json]!, field.type, `${at}.${json}`, fileField, defaulted))
  }
  for (const field of zodFields.filter(field => !seen.has(field)))
    problems.push(`${at}.${field}: in zod, not in GraphQL (${type.name.value})`)
  return problems
}

describe('the GraphQL types agree with the zod schemas', () => {
  it.each(Object.keys(CONTENT_SCHEMAS) as ContentFileName[])('%s', file => {
    const type = types.get(typeName(file))
    expect(type).toBeDefined()
    // A list file's nodes are its entries: one node per entry.
    let schema: z.ZodType = CONTENT_SCHEMAS[file]
    if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType
    expect(schema).toBeInstanceOf(z.ZodObject)
    expect(compareObject(schema as z.ZodObject, type!, file)).toEqual([])
  })

  it('notices a disagreement', () => {
    const withWhatsappRequired = CONTENT_SCHEMAS['site.json'].extend({
      whatsapp: z.string(),
      fax: z.string().optional(),
      brand: z.string().register(CONTENT_FILE_FIELDS, { kind: 'image' }),
    })
    expect(compareObject(withWhatsappRequired, types.get('SiteJson')!, 'site.json')).toEqual([
      'site.json.brand: a content file in zod, not a File in GraphQL',
      'site.json.whatsapp: required in zod, nullable in GraphQL',
      'site.json.fax: in zod, not in GraphQL (SiteJson)',
    ])
  })
})

it('describes every type and every field, for GraphiQL', () => {
  const undescribed = [...types.values()].flatMap(type => [
    ...(type.description?.value.trim() ? [] : [type.name.value]),
    ...(type.fields ?? [])
      .filter(field => !field.description?.value.trim())
      .map(field => `${type.name.value}.${field.name.value}`),
  ])
  expect(undescribed).toEqual([])
  expect(types.size).toBeGreaterThanOrEqual(13)
})

it('resolves ProductsJson.inStock to true when the content leaves it out', () => {
  const { resolve } = missingIsTrueExtension.extend()
  const info = { fieldName: 'inStock' }
  expect([{}, { inStock: true }, { inStock: false }].map(source => resolve(source, {}, {}, info))).toEqual([
    true,
    true,
    false,
  ])
})

it('resolves ProductsJson.priceCedis from the price', () => {
  const { resolve } = cedisExtension.extend({ from: 'price' })
  expect([resolve({ price: 'GH15' }), resolve({ price: 'GH250' })]).toEqual([15, 250])
  expect(() => resolve({ price: 'GH 15' })).toThrow('GH followed by whole cedis')
})

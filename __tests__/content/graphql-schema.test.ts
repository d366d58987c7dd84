/**
 * @jest-environment node
 *
 * The GraphQL types are generated from the content schema.
 */
import { buildASTSchema, parse } from 'graphql'
import {
  cedisExtension,
  missingIsTrueExtension,
  typeDefs,
} from '../../plugins/content-source/data-layer/graphql-schema'

it('are valid GraphQL with the fields the components query', () => {
  const schema = buildASTSchema(
    parse(`interface Node { id: ID! } type File { id: ID! }
      directive @dontInfer on OBJECT
      directive @proxy(from: String!) on FIELD_DEFINITION
      directive @fileByRelativePath on FIELD_DEFINITION
      directive @cedis(from: String!) on FIELD_DEFINITION
      directive @missingIsTrue on FIELD_DEFINITION
      ${typeDefs}`),
  )
  const product = schema.getType('ProductsJson')!.toConfig() as { fields: Record<string, { type: unknown }> }
  expect(
    Object.fromEntries(Object.entries(product.fields).map(([name, field]) => [name, String(field.type)])),
  ).toMatchObject({
    productId: 'Int!',
    price: 'String!',
    priceCedis: 'Int!',
    image: 'File!',
    // Optional in the content, never null in GraphQL: left out, it reads true (@missingIsTrue).
    inStock: 'Boolean!',
    nextHarvest: 'String',
  })
  expect(
    String(
      (schema.getType('SiteJson')!.toConfig() as { fields: Record<string, { type: unknown }> }).fields
        .whatsapp!.type,
    ),
  ).toBe('String')
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

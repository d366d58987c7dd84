/**
 * @jest-environment node
 *
 * The JSON Schemas editors read (content/schemas/, from `npm run generate`): committed as generated
 * from the zod schemas, and rejecting the usual mistakes at the field the validator names.
 */
import fs from 'fs'
import path from 'path'
import Ajv from 'ajv'
import { CONTENT, type ContentFiles, REPO, readContent } from '../fixtures/content'
import {
  CONTENT_FILES as FILES,
  CONTENT_SCHEMAS,
  type ContentFileName,
} from '../../plugins/content-model/schema'
import {
  SCHEMA_DIR,
  contentJsonSchema,
  contentJsonSchemaFiles,
  schemaFileName,
} from '../../plugins/content-model/json-schemas'

/** The repository's content/, whose schemas/ and site.json's "$schema" code editors read. */
const REPO_CONTENT = path.join(REPO, 'content')
const base = (file: ContentFileName) => file.replace(/\.json$/, '') as keyof ContentFiles

it.each(Object.entries(contentJsonSchemaFiles()))(
  'content/%s is up to date with the zod schemas (else run npm run generate)',
  (name, generated) => {
    expect(fs.readFileSync(path.join(REPO_CONTENT, name), 'utf8')).toBe(generated)
  },
)

it('site.json names its schema; the list files are mapped to theirs in .vscode/settings.json', () => {
  const site = JSON.parse(fs.readFileSync(path.join(REPO_CONTENT, 'site.json'), 'utf8')) as {
    $schema?: string
  }
  expect(site.$schema).toBe(`./${SCHEMA_DIR}/${schemaFileName('site.json')}`)
  const settings = fs.readFileSync(path.resolve(__dirname, '../../.vscode/settings.json'), 'utf8')
  for (const file of FILES.filter(file => file !== 'site.json')) {
    expect(settings).toContain(
      `{ "fileMatch": ["/content/${file}"], "url": "./content/${SCHEMA_DIR}/${schemaFileName(file)}" }`,
    )
  }
})

/** Where ajv says the data goes wrong, in the validator's terms: `[1].price`, `.phone.tel`. */
function jsonSchemaProblems(file: ContentFileName, data: unknown): string[] {
  const validate = new Ajv({ allErrors: true }).compile(contentJsonSchema(file))
  if (validate(data)) return []
  return (validate.errors ?? []).map(error => {
    const params = error.params as { missingProperty?: string; additionalProperty?: string }
    const field = params.missingProperty ?? params.additionalProperty
    return field ? `${error.dataPath}.${field}` : error.dataPath
  })
}

it.each(FILES)('the shipped %s passes its JSON Schema, and so does its frozen copy', file => {
  expect(jsonSchemaProblems(file, JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')))).toEqual([])
  expect(jsonSchemaProblems(file, readContent()[base(file)])).toEqual([])
})

it.each<[string, ContentFileName, string, (content: ContentFiles) => void]>([
  ['a price with a space', 'products.json', '[1].price', c => void (c.products[1]!.price = 'GH 25')],
  ['a price with decimals', 'products.json', '[0].price', c => void (c.products[0]!.price = 'GH15.00')],
  ['a price with a leading zero', 'products.json', '[1].price', c => void (c.products[1]!.price = 'GH015')],
  ['a price of zero', 'products.json', '[0].price', c => void (c.products[0]!.price = 'GH0')],
  ['a price as a number', 'products.json', '[2].price', c => void (c.products[2]!.price = 35)],
  ['a missing price', 'products.json', '[1].price', c => void delete c.products[1]!.price],
  ['a misspelt field', 'products.json', '[0].prise', c => void (c.products[0]!.prise = 'GH15')],
  [
    'a pack size without a unit',
    'products.json',
    '[2].packSize',
    c => void (c.products[2]!.packSize = '500'),
  ],
  ['an id in quotes', 'products.json', '[0].id', c => void (c.products[0]!.id = '1')],
  [
    'an image on the web',
    'products.json',
    '[0].image',
    c => void (c.products[0]!.image = 'https://example.com/okro.jpg'),
  ],
  [
    'an image outside content/',
    'products.json',
    '[0].image',
    c => void (c.products[0]!.image = '../okro.jpg'),
  ],
  ['an empty quote', 'testimonials.json', '[0].quote', c => void (c.testimonials[0]!.quote = '   ')],
  ['a year in quotes', 'site.json', '.copyrightYear', c => void (c.site.copyrightYear = '2024')],
  ['a list written as one text', 'site.json', '.nav', c => void (c.site.nav = 'Home' as unknown as [])],
  ['a local phone number', 'site.json', '.phone.tel', c => void (c.site.phone.tel = '0200000000')],
  [
    'a displayed number without +',
    'site.json',
    '.phone.display',
    c => void (c.site.phone.display = '020 000'),
  ],
  ['a local WhatsApp number', 'site.json', '.whatsapp', c => void (c.site.whatsapp = '020 000 0000')],
  ['an email with a space', 'site.json', '.email', c => void (c.site.email = 'orders@drobonso farms')],
  [
    'a social link without https://',
    'site.json',
    '.social[1].url',
    c => void (c.site.social[1]!.url = 'facebook.com/x'),
  ],
  [
    'a social link on http',
    'site.json',
    '.social[0].url',
    c => void (c.site.social[0]!.url = 'http://x.example/'),
  ],
  [
    'an unknown nested field',
    'site.json',
    '.phone.whatsapp',
    c => void (c.site.phone.whatsapp = '+233200000000'),
  ],
  [
    'a hero image on the web',
    'site.json',
    '.hero.image',
    c => void (c.site.hero.image = 'https://x.example/a.jpg'),
  ],
  ['a page at an unknown section', 'pages.json', '[1].section', c => void (c.pages[1]!.section = 'about')],
  ['a page path without a slash', 'pages.json', '[2].path', c => void (c.pages[2]!.path = '/product')],
  ['a file of the wrong shape', 'pages.json', '', c => void (c.pages = { path: '/' } as unknown as [])],
])('the JSON Schema rejects %s where the validator does (%s %s)', (_case, file, where, change) => {
  const content = readContent()
  change(content)
  const data = content[base(file)]
  expect(CONTENT_SCHEMAS[file].safeParse(data).success).toBe(false)
  expect(jsonSchemaProblems(file, data)).toContain(where)
})

it('describes every field for the editor, in the words of the validator', () => {
  const schema = contentJsonSchema('products.json') as { items: { properties: Record<string, object> } }
  expect(schema.items.properties.price).toMatchObject({
    description: 'GH followed by whole cedis, with no space, symbol, decimals or leading zero, e.g. "GH25"',
  })
  for (const property of Object.values(schema.items.properties))
    expect(property).toHaveProperty('description', expect.any(String))
})

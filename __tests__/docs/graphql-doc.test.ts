/**
 * @jest-environment node
 */
import fs from 'fs'
import path from 'path'
import { typeDefs } from '../../plugins/content-source/data-layer/graphql-schema'
import { orderingResolvers } from '../../plugins/content-source/data-layer/ordering'
import { structuredDataResolvers } from '../../plugins/content-source/structured-data/resolver'
import { CONTENT_FILES } from '../../plugins/content-model/schema'
import { SCHEMA_DIR, schemaFileName } from '../../plugins/content-model/json-schemas'
import { CONTENT_FIELDS_MD_FILE } from '../../scripts/lib/generated-files'
import { REPO } from '../fixtures/content'

const doc = fs.readFileSync(path.join(REPO, 'docs/graphql.md'), 'utf8')

/** Type.field for every field a resolver or a directive derives, as the schema the build makes has them. */
function derivedFields(): string[] {
  const resolved = Object.entries({ ...orderingResolvers, ...structuredDataResolvers }).flatMap(
    ([type, fields]) => Object.keys(fields).map(field => `${type}.${field}`),
  )
  // The directive fields, read from the type definitions the build hands Gatsby.
  const directed = [...typeDefs.matchAll(/type (\w+)[^{]*\{([^}]*)\}/g)].flatMap(([, type, body]) =>
    [...body!.matchAll(/^ {2}(\w+): [^\n]*@(?:cedis|missingIsTrue)\b/gm)].map(
      ([, field]) => `${type}.${field}`,
    ),
  )
  return [...resolved, ...directed].sort()
}

it("lists every derived field in docs/graphql.md's table, and no other", () => {
  const listed = [...doc.matchAll(/^\| `(\w+\.\w+)` +\|/gm)].map(([, field]) => field!).sort()
  expect(derivedFields().length).toBeGreaterThan(10)
  expect(listed).toEqual(derivedFields())
})

it('names the files npm run generate rewrites when a field changes', () => {
  const generated = [`content/${SCHEMA_DIR}/<file>.schema.json`, path.relative(REPO, CONTENT_FIELDS_MD_FILE)]
  // Every content file's schema has the name the doc's pattern gives it.
  expect(CONTENT_FILES.map(schemaFileName)).toEqual(
    CONTENT_FILES.map(file => file.replace('.json', '.schema.json')),
  )
  for (const file of generated) expect(doc).toContain(`\`${file}\``)
})

it("names each component's fragments after it, as the doc says: <Component>, and <Component>Site for a second type", () => {
  const sources = fs.globSync('src/components/**/*.tsx', { cwd: REPO })
  const fragments = sources.flatMap(file => {
    const source = fs.readFileSync(path.join(REPO, file), 'utf8')
    const component = /export function (\w+)/.exec(source)?.[1]
    return [...source.matchAll(/fragment (\w+) on (\w+)/g)].map(([, name, type]) => ({
      file,
      component,
      name,
      type,
    }))
  })
  expect(fragments.length).toBeGreaterThan(10)
  for (const { file, component, name } of fragments)
    expect({ file, name }).toEqual({ file, name: expect.stringMatching(new RegExp(`^${component}(Site)?$`)) })
  expect(doc).toContain('named after it')
})

/**
 * A JSON Schema per content file, generated from the zod schemas (content-schema.ts), so an editor
 * underlines a mistake while the farm types. `npm run generate` writes them to content/schemas/;
 * a Jest test fails when the committed files are stale.
 *
 * JSON Schema cannot say everything zod checks (a nav label naming a section, the two phone forms
 * being one number, files that exist): the build still checks those, with the plain-words messages.
 */
import fs from 'fs'
import path from 'path'
import { z } from 'zod'
import { CONTENT_SCHEMAS, type ContentFileName } from './content-schema'

/** Where the schemas go, relative to content/; site.json names its schema from there. */
export const SCHEMA_DIR = 'schemas'

export const schemaFileName = (file: ContentFileName): string => file.replace(/\.json$/, '.schema.json')

export type JsonSchema = z.core.JSONSchema.BaseSchema

/** A text's patterns but the not-blank one every text has. */
export const patternsOf = (schema: JsonSchema): string[] =>
  [schema, ...((schema.allOf ?? []) as JsonSchema[])]
    .map(part => part.pattern)
    .filter((pattern): pattern is string => !!pattern && pattern !== '\\S')

/**
 * Draft 7, which VS Code and most editors read fully. A pattern's failure would read "String does
 * not match the pattern of …"; VS Code's `patternErrorMessage` gives the field's description instead.
 */
export function contentJsonSchema(file: ContentFileName): JsonSchema {
  const schema = z.toJSONSchema(CONTENT_SCHEMAS[file], {
    target: 'draft-7',
    override: ({ jsonSchema }) => {
      if (jsonSchema.type !== 'string' || typeof jsonSchema.description !== 'string') return
      for (const part of [jsonSchema, ...(jsonSchema.allOf ?? [])]) {
        if (typeof part === 'object' && part.pattern)
          part.patternErrorMessage = `Write ${jsonSchema.description}.`
      }
    },
  })
  return { ...schema, title: `content/${file}` }
}

/** Each schema file's name under content/ and its text. */
export function contentJsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(CONTENT_SCHEMAS) as ContentFileName[]).map(file => [
      `${SCHEMA_DIR}/${schemaFileName(file)}`,
      `${JSON.stringify(contentJsonSchema(file), null, 2)}\n`,
    ]),
  )
}

export function writeContentJsonSchemas(contentDir: string): string[] {
  const written = []
  for (const [name, text] of Object.entries(contentJsonSchemaFiles())) {
    const file = path.join(contentDir, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
    written.push(file)
  }
  return written
}

/** A JSON Schema per content file, made from zod, so a code editor underlines mistakes as the farm types. */
import fs from 'fs'
import path from 'path'
import { z } from 'zod'
import { CONTENT_SCHEMAS, type ContentFileName } from './content-schema'

export const SCHEMA_DIR = 'schemas'

export const schemaFileName = (file: ContentFileName): string => file.replace(/\.json$/, '.schema.json')

export type JsonSchema = z.core.JSONSchema.BaseSchema

export const patternsOf = (schema: JsonSchema): string[] =>
  [schema, ...((schema.allOf ?? []) as JsonSchema[])]
    .map(part => part.pattern)
    .filter((pattern): pattern is string => !!pattern && pattern !== '\\S')

/** Draft 7, which VS Code reads fully; patternErrorMessage shows the description, not the raw pattern. */
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

/** A JSON Schema per content file, made from zod, so a code editor underlines mistakes as the farm types. */
import fs from 'fs'
import path from 'path'
import { z } from 'zod'
import { CONTENT_FILES, CONTENT_SCHEMAS, type ContentFileName } from './schema'
import type { EditorWords, FileWords } from './registries'

export const SCHEMA_DIR = 'schemas'

export const schemaFileName = (file: ContentFileName): string => file.replace(/\.json$/, '.schema.json')

export type JsonSchema = z.core.JSONSchema.BaseSchema

export const wordsOf = (schema: JsonSchema): EditorWords => (schema.editorWords ?? {}) as EditorWords

/** A file's words for the editor; a file without them stops the build, as the editor could not name it. */
export function fileWordsOf(schema: JsonSchema, file: string): FileWords {
  if (!schema.fileWords) throw new Error(`content/${file}: its schema needs fileWords (label, description).`)
  return schema.fileWords as FileWords
}

/** An object's fields, less the file's "$schema" line: the one walk the GraphQL types, the editor and the docs share. */
export const schemaFields = (object: JsonSchema) => {
  const required = new Set(object.required ?? [])
  return Object.entries((object.properties ?? {}) as Record<string, JsonSchema>)
    .filter(([name]) => name !== '$schema')
    .map(([name, schema]) => ({ name, schema, required: required.has(name) }))
}

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
      for (const part of [jsonSchema, ...(jsonSchema.allOf ?? [])])
        if (typeof part === 'object' && part.pattern)
          part.patternErrorMessage = `Write ${jsonSchema.description}.`
    },
  })
  return { ...schema, title: `content/${file}` }
}

const FORM_ONLY = ['editorWords', 'fileWords', 'maxLengthWhere']

export function contentJsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    CONTENT_FILES.map(file => [
      `${SCHEMA_DIR}/${schemaFileName(file)}`,
      // The editor's words are for the form, not for a code editor's checks.
      `${JSON.stringify(contentJsonSchema(file), (key, value: unknown) => (FORM_ONLY.includes(key) ? undefined : value), 2)}\n`,
    ]),
  )
}

export const writeContentJsonSchemas = (contentDir: string): string[] =>
  Object.entries(contentJsonSchemaFiles()).map(([name, text]) => {
    const file = path.join(contentDir, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
    return file
  })

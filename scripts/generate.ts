/**
 * `npm run generate`: writes every generated file that is committed, content/schemas/*.schema.json
 * from the content checks' zod schemas and the files of scripts/lib/generated-files.ts. Run it after
 * changing a source; a Jest test fails until you do.
 */
import fs from 'fs'
import path from 'path'
import { writeContentJsonSchemas } from '../plugins/content-model/json-schemas'
import { GENERATED_FILES } from './lib/generated-files'

const contentDir = path.resolve(__dirname, '..', 'content')
for (const { file, text } of GENERATED_FILES) fs.writeFileSync(file, text())
for (const file of [...writeContentJsonSchemas(contentDir), ...GENERATED_FILES.map(({ file }) => file)])
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)

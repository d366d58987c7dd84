/** `npm run generate`: run it after changing the source of a committed generated file, or a Jest test fails. */
import fs from 'fs'
import path from 'path'
import { writeContentJsonSchemas } from '../plugins/content-model/json-schemas'
import { GENERATED_FILES } from './lib/generated-files'

const contentDir = path.resolve(__dirname, '..', 'content')
for (const { file, text } of GENERATED_FILES) fs.writeFileSync(file, text())
for (const file of [...writeContentJsonSchemas(contentDir), ...GENERATED_FILES.map(({ file }) => file)])
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)

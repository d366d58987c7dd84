/**
 * Writes content/schemas/*.schema.json from the content checks' zod schemas: `npm run schemas`.
 * Run it after changing plugins/content-checks/content-schema.ts; a Jest test fails until you do.
 */
import path from 'path'
import { writeContentJsonSchemas } from '../plugins/content-checks/json-schemas'

const contentDir = path.resolve(__dirname, '..', 'content')
for (const file of writeContentJsonSchemas(contentDir))
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)

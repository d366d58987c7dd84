/**
 * Writes content/schemas/*.schema.json and plugins/content-checks/content-types.graphql from the
 * content checks' zod schemas: `npm run schemas`. Run it after changing
 * plugins/content-checks/content-schema.ts; a Jest test fails until you do.
 */
import fs from 'fs'
import path from 'path'
import { writeContentJsonSchemas } from '../plugins/content-checks/json-schemas'
import { TYPE_DEFS_FILE, typeDefs } from '../plugins/content-checks/graphql-schema'

const contentDir = path.resolve(__dirname, '..', 'content')
fs.writeFileSync(TYPE_DEFS_FILE, typeDefs)
for (const file of [...writeContentJsonSchemas(contentDir), TYPE_DEFS_FILE])
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)

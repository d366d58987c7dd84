/**
 * `npm run generate`: writes every generated file that is committed. content/schemas/*.schema.json
 * and plugins/content-checks/content-types.graphql come from the content checks' zod schemas,
 * src/styles/_palette.scss from src/config/palette.ts. Run it after changing either; a Jest test
 * fails until you do.
 */
import fs from 'fs'
import path from 'path'
import { writeContentJsonSchemas } from '../plugins/content-checks/json-schemas'
import { TYPE_DEFS_FILE, typeDefs } from '../plugins/content-checks/graphql-schema'
import { PALETTE_SCSS_FILE, paletteScss } from './lib/palette-scss'

const contentDir = path.resolve(__dirname, '..', 'content')
fs.writeFileSync(TYPE_DEFS_FILE, typeDefs)
fs.writeFileSync(PALETTE_SCSS_FILE, paletteScss())
for (const file of [...writeContentJsonSchemas(contentDir), TYPE_DEFS_FILE, PALETTE_SCSS_FILE])
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)

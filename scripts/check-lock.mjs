#!/usr/bin/env node
// Fails fast on a lock `npm ci` with an empty cache would reject; dependency-free, so it runs before any install.
import { readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))

const incomplete = Object.entries(lock.packages ?? {})
  .filter(([path, entry]) => path !== '' && !entry.link)
  .map(([path, entry]) => [path, ['version', 'integrity'].filter(field => !entry[field])])
  .filter(([, missing]) => missing.length > 0)

if (lock.lockfileVersion !== 3) {
  console.error(`${file}: lockfileVersion is ${lock.lockfileVersion}, expected 3 (npm 9 or later).`)
  process.exit(1)
}
if (incomplete.length > 0) {
  for (const [path, missing] of incomplete) console.error(`${file}: ${path} has no ${missing.join(' or ')}`)
  console.error(
    `${incomplete.length} incomplete entries: npm ci rejects them on a machine with an empty cache.\n` +
      'Refresh the lock: delete those entries (or the whole file) and run `npm run lock` with the npm of the supported Node.',
  )
  process.exit(1)
}
console.log(`${file}: all ${Object.keys(lock.packages).length - 1} entries have a version and an integrity.`)

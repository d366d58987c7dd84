/** Gatsby re-renders HTML only when data or SSR code change, so a CSS-only edit would ship stale inlined CSS. */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '..')
const CACHE = path.join(ROOT, '.cache')
// Outside .cache, which Gatsby empties with its saved state: else every build would look like a stylesheet change.
const STAMP = path.join(ROOT, 'node_modules/.cache/drobonso-farms/styles-hash.txt')

const hash = crypto.createHash('sha256')
for (const file of fs.globSync('src/**/*.{css,scss}', { cwd: ROOT }).sort())
  hash.update(file).update(fs.readFileSync(path.join(ROOT, file)))
const current = hash.digest('hex')
const previous = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : ''

if (previous !== current && fs.existsSync(path.join(CACHE, 'redux'))) {
  console.log('[build] stylesheets changed since the last build: every page will be rendered again')
  fs.rmSync(path.join(CACHE, 'redux'), { recursive: true, force: true })
}
fs.mkdirSync(path.dirname(STAMP), { recursive: true })
fs.writeFileSync(STAMP, `${current}\n`)

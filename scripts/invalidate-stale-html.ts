/** Gatsby re-renders HTML only when data or SSR code change, so a CSS-only edit would ship stale inlined CSS. */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '..')
const CACHE = path.join(ROOT, '.cache')
// Outside .cache, which Gatsby empties with its saved state: else every build would look like a stylesheet change.
const STAMP = path.join(ROOT, 'node_modules/.cache/drobonso-farms/styles-hash.txt')

const src = path.join(ROOT, 'src')
const stylesheets = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter(file => /\.(s?css)$/.test(file))
const hash = crypto.createHash('sha256')
for (const file of stylesheets.map(file => path.join(src, file)).sort()) {
  hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file))
}
const current = hash.digest('hex')
const previous = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : ''

if (previous !== current && fs.existsSync(path.join(CACHE, 'redux'))) {
  console.log('[build] stylesheets changed since the last build: every page will be rendered again')
  fs.rmSync(path.join(CACHE, 'redux'), { recursive: true, force: true })
}
fs.mkdirSync(path.dirname(STAMP), { recursive: true })
fs.writeFileSync(STAMP, `${current}\n`)

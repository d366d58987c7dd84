/**
 * Gatsby 5 (with slices) re-renders a page's HTML only when its data or its template's SSR code
 * changed. Every page inlines its CSS, but a CSS-only edit changes neither, so the build would
 * ship pages with the old styles ("There are no new or changed html files to build").
 * Before each build, hash every stylesheet; when the hash differs from the last build's, drop
 * Gatsby's saved state so all pages are rendered again (images are re-processed too: slower,
 * but never stale).
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '..')
const CACHE = path.join(ROOT, '.cache')
// Outside .cache: Gatsby empties .cache whenever its saved state is gone, and a stamp deleted with it
// would make every following build look like a stylesheet change, so never reuse anything.
const STAMP = path.join(ROOT, 'node_modules/.cache/drobonso-farms/styles-hash.txt')

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return /\.(s?css)$/.test(entry.name) ? [full] : []
  })
}

const hash = crypto.createHash('sha256')
for (const file of stylesheets(path.join(ROOT, 'src')).sort()) {
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

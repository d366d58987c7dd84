/**
 * Gatsby re-renders HTML only when data or SSR code change, and re-runs queries only when nodes change: a CSS-only edit
 * shipped stale inlined CSS, and an edit to a resolver (the structured data, the ordering texts) stale page data.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '..')
const CACHE = path.join(ROOT, '.cache')
// Outside .cache, which Gatsby empties with its saved state: else every build would look like a change.
const STAMP = path.join(ROOT, 'node_modules/.cache/drobonso-farms/build-inputs-hash.txt')

// The local plugins' code and what they import from src/ (Gatsby hashes a local plugin only when it has no version).
const INPUTS = ['src/**/*.{css,scss}', 'plugins/**/*.{ts,js,json}', 'src/{config,utils}/**/*.ts']

export const buildInputFiles = (root = ROOT): string[] => fs.globSync(INPUTS, { cwd: root }).sort()

function main(): void {
  const hash = crypto.createHash('sha256')
  for (const file of buildInputFiles()) hash.update(file).update(fs.readFileSync(path.join(ROOT, file)))
  const current = hash.digest('hex')
  const previous = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : ''
  if (previous !== current && fs.existsSync(path.join(CACHE, 'redux'))) {
    console.log(
      '[build] stylesheets or build-time code changed since the last build: every page is built again',
    )
    fs.rmSync(path.join(CACHE, 'redux'), { recursive: true, force: true })
  }
  fs.mkdirSync(path.dirname(STAMP), { recursive: true })
  fs.writeFileSync(STAMP, `${current}\n`)
}

if (require.main === module) main()

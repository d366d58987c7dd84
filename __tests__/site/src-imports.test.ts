/**
 * @jest-environment node
 *
 * src/ holds what renders: build code lives in plugins/ and developer tools in scripts/, and the
 * visitor's bundle must never pull them in.
 */
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '../..')
const SRC = path.join(ROOT, 'src')
const FORBIDDEN = ['plugins', 'scripts'].map(folder => path.join(ROOT, folder) + path.sep)

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.(tsx?|jsx?|mjs|cjs|scss)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })

/** Every module a file names: import … from, import(), require(), export … from and Sass @use/@import. */
const specifiers = (text: string): string[] =>
  [
    ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@use\s+|@import\s+)['"]([^'"]+)['"]/g),
  ].map(match => match[1]!)

it('finds the imports it checks', () => {
  const all = sources(SRC).flatMap(file => specifiers(fs.readFileSync(file, 'utf8')))
  expect(all).toEqual(expect.arrayContaining(['react', '../../utils/script-safe-json']))
})

it('nothing in src/ imports from plugins/ or scripts/', () => {
  const leaving = sources(SRC).flatMap(file =>
    specifiers(fs.readFileSync(file, 'utf8'))
      .filter(specifier => specifier.startsWith('.'))
      .map(specifier => path.resolve(path.dirname(file), specifier))
      .filter(target => FORBIDDEN.some(folder => target.startsWith(folder)))
      .map(target => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`),
  )
  expect(leaving).toEqual([])
})

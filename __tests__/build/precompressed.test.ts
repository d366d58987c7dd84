/**
 * @jest-environment node
 *
 * The build writes a .gz and a .br beside every text file (plugins/precompress), after every
 * other step, so nginx's gzip_static never sends a stale copy.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { MIN_BYTES, compressibleFiles, precompress } from '../../plugins/precompress/precompress'
import { PUBLIC } from '../fixtures/public-files'

const files = compressibleFiles(PUBLIC)

it('covers every page, script, stylesheet and data file of the build', () => {
  const names = files.map(file => path.relative(PUBLIC, file))
  expect(names).toEqual(expect.arrayContaining(['index.html', 'about/index.html', 'manifest.webmanifest']))
  expect(names.some(name => /^app-[0-9a-f]{20}\.js$/.test(name))).toBe(true)
  expect(names.some(name => /^styles\.[0-9a-f]{20}\.css$/.test(name))).toBe(true)
  expect(files.every(file => fs.statSync(file).size >= MIN_BYTES)).toBe(true)
})

it.each(['.gz', '.br'])('each %s copy holds exactly the file as it was finally written', extension => {
  const stale = files.filter(file => {
    const copy = `${file}${extension}`
    if (!fs.existsSync(copy)) return true
    const packed = fs.readFileSync(copy)
    const unpacked = extension === '.gz' ? zlib.gunzipSync(packed) : zlib.brotliDecompressSync(packed)
    return !unpacked.equals(fs.readFileSync(file))
  })
  expect(stale.map(file => path.relative(PUBLIC, file))).toEqual([])
})

it('compresses bytes it has compressed before from its cache folder, and new bytes afresh', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  const site = path.join(dir, 'public')
  const cache = path.join(dir, 'cache')
  fs.mkdirSync(site)
  fs.writeFileSync(path.join(site, 'a.js'), 'let a = 1;\n'.repeat(100))
  await precompress(site, cache)
  const [cached] = fs.readdirSync(cache).filter(name => name.endsWith('.br'))
  // A marker in place of the cached Brotli copy shows the next build reads it rather than compressing.
  fs.writeFileSync(path.join(cache, cached!), 'from the cache')
  fs.writeFileSync(path.join(site, 'b.js'), 'let b = 2;\n'.repeat(100))
  await precompress(site, cache)
  expect(fs.readFileSync(path.join(site, 'a.js.br'), 'utf8')).toBe('from the cache')
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(site, 'b.js.br'))).toString()).toBe(
    'let b = 2;\n'.repeat(100),
  )
  // A file gone from the build takes its cached pair with it.
  fs.rmSync(path.join(site, 'a.js'))
  await precompress(site, cache)
  expect(fs.readdirSync(cache)).toHaveLength(2)
  fs.rmSync(dir, { recursive: true })
})

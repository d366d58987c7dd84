/**
 * @jest-environment node
 *
 * The build writes a .gz and a .br beside every text file (plugins/precompress), after every
 * other step, so nginx's gzip_static never sends a stale copy.
 */
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import { MIN_BYTES, compressibleFiles } from '../../plugins/precompress/precompress'
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

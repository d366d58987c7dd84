/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { compressAhead, precompress } from '../../plugins/precompress/precompress'

/** A text file large enough to compress, different on every run. */
const TEXT = `${'const okro = "fortified";\n'.repeat(400)}// ${Date.now()}\n`

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

it('compresses a file before the build copies it, and the build then uses that pair as it is', async () => {
  const source = path.join(root, 'node_modules/bundle.js')
  fs.mkdirSync(path.dirname(source), { recursive: true })
  fs.writeFileSync(source, TEXT)
  const cache = path.join(root, 'cache')

  await compressAhead([source], cache)
  const cached = fs.readdirSync(cache).sort()
  expect(cached).toHaveLength(2)
  expect(cached.map(name => path.extname(name))).toEqual(['.br', '.gz'])
  // Swapped for a Brotli copy at the lowest quality (the build makes the best): whichever lands in
  // public/ says whether the build used the cached pair or compressed the file again.
  const brotli = path.join(cache, cached[0]!)
  const quick = zlib.brotliCompressSync(TEXT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })
  expect(quick).not.toEqual(fs.readFileSync(brotli))
  fs.writeFileSync(brotli, quick)

  const publicDir = path.join(root, 'public')
  fs.mkdirSync(path.join(publicDir, 'admin'), { recursive: true })
  fs.copyFileSync(source, path.join(publicDir, 'admin/bundle.js'))
  await precompress(publicDir, cache)

  expect(fs.readFileSync(path.join(publicDir, 'admin/bundle.js.br'))).toEqual(quick)
  expect(zlib.gunzipSync(fs.readFileSync(path.join(publicDir, 'admin/bundle.js.gz'))).toString()).toBe(TEXT)
})

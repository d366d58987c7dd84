import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { promisify } from 'util'
import zlib from 'zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Text files worth compressing; images, fonts and the film are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|vtt|webmanifest)$/
/** nginx's gzip_min_length in deploy/nginx.conf: below it, the headers outweigh the saving. */
export const MIN_BYTES = 256

export function compressibleFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map(entry => path.join(entry.parentPath, entry.name))
    .filter(file => fs.statSync(file).size >= MIN_BYTES)
}

const cacheKey = (cacheDir: string, body: Buffer): string =>
  path.join(cacheDir, crypto.createHash('sha256').update(body).digest('hex'))

function pruneCache(cacheDir: string, files: string[]): void {
  const kept = new Set(files.map(file => path.basename(cacheKey(cacheDir, fs.readFileSync(file)))))
  for (const name of fs.readdirSync(cacheDir)) {
    if (!kept.has(name.replace(/\.(gz|br)$/, ''))) fs.rmSync(path.join(cacheDir, name))
  }
}

async function compressed(body: Buffer, cacheDir?: string): Promise<[Buffer, Buffer]> {
  const key = cacheDir && cacheKey(cacheDir, body)
  if (key && fs.existsSync(`${key}.br`)) {
    return Promise.all([fs.promises.readFile(`${key}.gz`), fs.promises.readFile(`${key}.br`)])
  }
  const pair = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ])
  if (key) {
    fs.mkdirSync(cacheDir, { recursive: true })
    await fs.promises.writeFile(`${key}.gz`, pair[0])
    // Written last: its presence says the pair is whole.
    await fs.promises.writeFile(`${key}.br`, pair[1])
  }
  return pair
}

export async function precompress(
  publicDir: string,
  cacheDir?: string,
): Promise<{ files: number; bytes: number; gzipBytes: number }> {
  const files = compressibleFiles(publicDir)
  let bytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const body = await fs.promises.readFile(file)
    const [gz, br] = await compressed(body, cacheDir)
    await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)])
    bytes += body.length
    gzipBytes += gz.length
  }
  if (cacheDir) pruneCache(cacheDir, files)
  return { files: files.length, bytes, gzipBytes }
}

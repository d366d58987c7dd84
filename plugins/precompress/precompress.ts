import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { promisify } from 'util'
import zlib from 'zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Text files worth compressing; images, fonts and the film are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|vtt|webmanifest)$/
/** nginx's gzip_min_length in deploy/nginx.conf: below it, the headers outweigh the saving. */
export const MIN_BYTES = 256

export function compressibleFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map(entry => path.join(entry.parentPath, entry.name))
    .filter(file => fs.statSync(file).size >= MIN_BYTES)
}

const contentHash = (body: Buffer): string => crypto.createHash('sha256').update(body).digest('hex')

/** The .gz and .br of these bytes, from the cache when `key` (a path without extension) has them. */
async function compressed(body: Buffer, key: string): Promise<[Buffer, Buffer]> {
  if (fs.existsSync(`${key}.br`))
    return Promise.all([fs.promises.readFile(`${key}.gz`), fs.promises.readFile(`${key}.br`)])
  const pair = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ])
  fs.mkdirSync(path.dirname(key), { recursive: true })
  await fs.promises.writeFile(`${key}.gz`, pair[0])
  // Written last: its presence says the pair is whole.
  await fs.promises.writeFile(`${key}.br`, pair[1])
  return pair
}

/** Compresses files the build will copy unchanged before they are in public/, so precompress() finds them done. */
export async function compressAhead(files: string[], cacheDir: string): Promise<void> {
  // Only a head start: a file that is not there is compressed (or not) as usual at the end.
  for (const file of files.filter(candidate => fs.existsSync(candidate))) {
    const body = await fs.promises.readFile(file)
    await compressed(body, path.join(cacheDir, contentHash(body)))
  }
}

export async function precompress(publicDir: string, cacheDir: string) {
  const files = compressibleFiles(publicDir)
  let bytes = 0
  let gzipBytes = 0
  const hashes = new Set<string>()
  for (const file of files) {
    const body = await fs.promises.readFile(file)
    const hash = contentHash(body)
    hashes.add(hash)
    const [gz, br] = await compressed(body, path.join(cacheDir, hash))
    await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)])
    bytes += body.length
    gzipBytes += gz.length
  }
  // Drops the cached pairs of bytes this build no longer has.
  for (const name of fs.readdirSync(cacheDir))
    if (!hashes.has(name.replace(/\.(gz|br)$/, ''))) fs.rmSync(path.join(cacheDir, name))
  return { files: files.length, bytes, gzipBytes }
}

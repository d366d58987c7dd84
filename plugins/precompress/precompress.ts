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

/** Files of public/ that get a .gz and a .br copy. Source maps are never deployed, so skipped. */
export function compressibleFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map(entry => path.join(entry.parentPath, entry.name))
    .filter(file => fs.statSync(file).size >= MIN_BYTES)
}

/** Writes file.gz (zlib level 9) and file.br (Brotli quality 11) beside each compressible file. */
export async function precompress(
  publicDir: string,
): Promise<{ files: number; bytes: number; gzipBytes: number }> {
  const files = compressibleFiles(publicDir)
  let bytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const body = await fs.promises.readFile(file)
    const [gz, br] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ])
    await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)])
    bytes += body.length
    gzipBytes += gz.length
  }
  return { files: files.length, bytes, gzipBytes }
}

/**
 * A small static host for the benchmark: serves a built `public/` on loopback the way a CDN does,
 * with Brotli or gzip chosen from Accept-Encoding, Gatsby's recommended cache headers, directory
 * index files, and the 404 page for unknown paths. `overrides` adds in-memory pages (the benchmark's
 * script-free "floor" copy of the home page) without touching `public/`. Everything compressible is
 * compressed once at start, as a CDN serves precompressed files.
 */
import { fork } from 'child_process'
import fs from 'fs'
import http from 'http'
import path from 'path'
import zlib from 'zlib'

export type Encoding = 'br' | 'gzip'

export interface StaticServerOptions {
  root: string
  port: number
  host?: string
  /** Encodings the host may use, in order of preference. Default: Brotli, then gzip. */
  encodings?: readonly Encoding[]
  /** Extra pages served from memory, by URL path (e.g. `/__floor/`). */
  overrides?: Record<string, string>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.vtt': 'text/vtt; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.vtt',
])

/** Cache policy from Gatsby's caching guide: HTML and page data revalidate, hashed assets are immutable. */
function cacheControl(urlPath: string, ext: string): string {
  if (ext === '.html' || urlPath.startsWith('/page-data/') || urlPath.endsWith('app-data.json')) {
    return 'public, max-age=0, must-revalidate'
  }
  if (urlPath.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) {
    return 'public, max-age=31536000, immutable'
  }
  return 'public, max-age=3600'
}

function pickEncoding(
  acceptEncoding: string | undefined,
  allowed: readonly Encoding[],
): Encoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map(part => part.trim().split(';')[0]?.trim())
    .filter(Boolean)
  return allowed.find(encoding => accepted.includes(encoding))
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    : zlib.gzipSync(body, { level: 9 })
}

/** Maps a URL path to a file under root: `/about/` → `about/index.html`. Refuses paths that escape root. */
function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const file = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded)
  if (!file.startsWith(root + path.sep)) return undefined
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  const index = path.join(file, 'index.html')
  if (fs.existsSync(index)) return index
  return undefined
}

/** Every file under dir, recursively. */
function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(file) : [file]
  })
}

export async function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.root)
  const encodings = options.encodings ?? ['br', 'gzip']
  const compressed = new Map<string, Buffer>()
  const packed = (key: string, body: Buffer, encoding: Encoding): Buffer => {
    let result = compressed.get(`${encoding}:${key}`)
    if (!result) {
      result = compress(body, encoding)
      compressed.set(`${encoding}:${key}`, result)
    }
    return result
  }
  // Like a CDN serving precompressed assets: compress once, up front, so no response waits for
  // Brotli (Lighthouse adds the server's response time to every simulated request).
  for (const file of listFiles(root)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue
    const body = fs.readFileSync(file)
    for (const encoding of encodings) packed(file, body, encoding)
  }
  for (const [urlPath, html] of Object.entries(options.overrides ?? {})) {
    for (const encoding of encodings) packed(`override:${urlPath}`, Buffer.from(html), encoding)
  }

  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname
    const override = options.overrides?.[urlPath]
    const file = override === undefined ? resolveFile(root, urlPath) : undefined
    const notFound = override === undefined && file === undefined
    const servedFile = notFound ? path.join(root, '404.html') : file
    const ext = override !== undefined ? '.html' : path.extname(servedFile ?? '').toLowerCase()

    let body: Buffer
    if (override !== undefined) body = Buffer.from(override)
    else if (servedFile && fs.existsSync(servedFile)) body = fs.readFileSync(servedFile)
    else body = Buffer.from('Not found')

    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath, ext),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    }
    const encoding = COMPRESSIBLE.has(ext)
      ? pickEncoding(req.headers['accept-encoding'], encodings)
      : undefined
    if (encoding) {
      body = packed(override === undefined ? (servedFile ?? urlPath) : `override:${urlPath}`, body, encoding)
      headers['Content-Encoding'] = encoding
    }
    headers['Content-Length'] = body.length
    res.writeHead(notFound ? 404 : 200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  return server
}

/**
 * Runs the host in a child process, so that its response times do not depend on what the
 * parent (Lighthouse, processing traces) is doing. Resolves once it listens.
 */
export async function forkStaticServer(
  options: StaticServerOptions,
): Promise<{ pid: number | undefined; close: () => Promise<void> }> {
  const child = fork(__filename, [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  const listening = new Promise<void>((resolve, reject) => {
    child.once('message', message =>
      message === 'listening' ? resolve() : reject(new Error(String(message))),
    )
    child.once('exit', code => reject(new Error(`static server exited with code ${code}`)))
  })
  // The options (with the in-memory pages) go over IPC: they are too large for argv.
  child.send(options)
  await listening
  return {
    pid: child.pid,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

if (require.main === module) {
  process.once('message', options => {
    startStaticServer(options as StaticServerOptions).then(
      () => process.send?.('listening'),
      (error: NodeJS.ErrnoException) => {
        const hint = error.code === 'EADDRINUSE' ? ' (another bench? set BENCH_PORT to a free port)' : ''
        process.send?.(`static server failed: ${error.message}${hint}`)
        process.exit(1)
      },
    )
  })
}

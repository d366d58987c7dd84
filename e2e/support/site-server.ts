/** `gatsby serve` for the engines suite, plus `?scripts=off|held` alike in every engine (docs/testing.md). */
import fs from 'fs'
import http from 'http'
import path from 'path'
import type { ScriptMode } from './engines/engine-page'

const PUBLIC = path.resolve(__dirname, '../../public')
const PORT = Number(process.env.SITE_PORT ?? 9400)

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

/** The file a URL path names in public/, or undefined (also for a path that climbs out of it). */
function fileFor(urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const file = path.join(PUBLIC, path.normalize(decoded))
  if (!file.startsWith(PUBLIC)) return undefined
  const candidate =
    fs.existsSync(file) && fs.statSync(file).isDirectory() ? path.join(file, 'index.html') : file
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : undefined
}

/** The HTML without its `<script src>` elements: the bundles a slow link has not delivered yet. */
const withoutBundles = (html: string): string => html.replace(/<script\b[^>]*\ssrc=[^>]*><\/script>/g, '')

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${PORT}`)
  const found = fileFor(url.pathname)
  const file = found ?? path.join(PUBLIC, '404.html')
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
  const headers: http.OutgoingHttpHeaders = { 'Content-Type': type, 'Cache-Control': 'no-cache' }
  let body: Buffer | string = fs.readFileSync(file)
  if (type.startsWith('text/html')) {
    const scripts = url.searchParams.get('scripts') as ScriptMode | null
    if (scripts === 'off') headers['Content-Security-Policy'] = "script-src 'none'"
    if (scripts === 'held') body = withoutBundles(body.toString('utf8'))
  }
  response.writeHead(found ? 200 : 404, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
})

if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) {
  console.error('[site-server] public/index.html is missing: run "npm run build" first.')
  process.exit(1)
}
server.listen(PORT, '127.0.0.1', () => console.log(`[site-server] public/ on http://127.0.0.1:${PORT}/`))

/** A CSP without 'unsafe-inline' scripts, hashing the built pages' inline code (docs/deploying.md). */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { ADMIN_HEADERS, ADMIN_PATH, CACHE_CONTROL, HASHED_ASSET, SECURITY_HEADERS } from './security-headers'

/** Script types a browser executes (none, module, text/ or application/ java- or ecmascript); data blocks need no hash. */
const EXECUTABLE_SCRIPT_TYPE = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/

/** The hashes of the inline scripts and styles, and the problems: what a hash cannot allow (inline handlers, javascript: URLs). */
const noInlineCode = () => ({
  scripts: new Set<string>(),
  styles: new Set<string>(),
  problems: [] as string[],
})
type InlineCode = ReturnType<typeof noInlineCode>

/** Hashed as browsers do: UTF-8, newlines normalised. */
export const cspHash = (body: string): string =>
  `'sha256-${crypto.createHash('sha256').update(body.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction'])

/** htmlparser2 hands script and style bodies over undecoded, exactly the text the browser hashes. */
export function collectInlineCode(html: string, found = noInlineCode()): InlineCode {
  for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const { name, attribs } = element
    if (name === 'style') found.styles.add(cspHash(DomUtils.textContent(element)))
    const type = (attribs.type ?? '').trim().toLowerCase()
    if (name === 'script' && !('src' in attribs) && EXECUTABLE_SCRIPT_TYPE.test(type))
      found.scripts.add(cspHash(DomUtils.textContent(element)))
    for (const [attribute, value] of Object.entries(attribs)) {
      if (/^on[a-z]+$/.test(attribute))
        found.problems.push(`<${name} ${attribute}="…">: inline event handlers are blocked by the CSP`)
      if (URL_ATTRIBUTES.has(attribute) && /^\s*javascript:/i.test(value))
        found.problems.push(`<${name} ${attribute}="javascript:…">: javascript: URLs are blocked by the CSP`)
    }
  }
  return found
}

export function listFiles(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith(extension))
    .map(entry => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

export const buildPolicy = ({ scripts, styles }: Pick<InlineCode, 'scripts' | 'styles'>): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...[...scripts].sort()].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["style-src-elem 'self'", ...[...styles].sort()].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

const routeOf = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`

export const CSP_INCLUDE_FILE = '_csp.conf'
export const SITE_HEADERS_INCLUDE_FILE = '_security-headers.conf'
export const ADMIN_HEADERS_INCLUDE_FILE = '_admin-headers.conf'

const addHeaders = (headers: Record<string, string>): string =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;\n`)
    .join('')
const HEADERS_FILE = '_headers'
const BANNER =
  '# Generated after `gatsby build` by plugins/security-headers/csp.ts (onPostBuild): do not edit.'

export function writeHeaderFiles(publicDir: string) {
  const found = noInlineCode()
  const adminDir = ADMIN_PATH.slice(1)
  const pages = listFiles(publicDir, '.html').filter(page => !page.startsWith(adminDir))
  if (pages.length === 0) throw new Error(`No HTML in ${publicDir}: run gatsby build first.`)
  for (const page of pages) {
    const html = fs.readFileSync(path.join(publicDir, page), 'utf8')
    const { problems } = collectInlineCode(html, { ...found, problems: [] })
    found.problems.push(...problems.map(problem => `${page}: ${problem}`))
  }
  if (found.problems.length > 0)
    throw new Error(
      `The built pages hold code the Content-Security-Policy blocks:\n  ${found.problems.join('\n  ')}`,
    )
  const policy = buildPolicy(found)
  const write = (file: string, ...lines: string[]): void =>
    fs.writeFileSync(path.join(publicDir, file), [BANNER, ...lines].join('\n'))

  write(SITE_HEADERS_INCLUDE_FILE, addHeaders(SECURITY_HEADERS))
  // An add_header in a location drops every inherited one, so the editor's block gets them all.
  write(
    ADMIN_HEADERS_INCLUDE_FILE,
    addHeaders({ 'Cache-Control': CACHE_CONTROL.revalidate, ...SECURITY_HEADERS, ...ADMIN_HEADERS }),
  )
  write(
    CSP_INCLUDE_FILE,
    '# The script hashes change with every build: reload nginx after each deploy (nginx -t && nginx -s reload).',
    addHeaders({ 'Content-Security-Policy': policy }),
  )

  const block = (pattern: string, headers: Record<string, string>): string =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const hashedAssets = fs.readdirSync(publicDir).filter(name => HASHED_ASSET.test(name))
  const routes = pages.filter(page => !page.startsWith('_gatsby/')).map(routeOf)
  // Hosts join a header's values from overlapping rules, so headers that differ on /admin/ are set per page.
  const { 'Cross-Origin-Opener-Policy': opener, ...everywhere } = SECURITY_HEADERS
  const page = {
    'Cache-Control': CACHE_CONTROL.revalidate,
    'Content-Security-Policy': policy,
    'Cross-Origin-Opener-Policy': opener,
  }
  write(
    HEADERS_FILE,
    '# Netlify / Cloudflare Pages format. Each header is set by one rule only: both hosts join the values',
    '# of a header that several matching rules set, which would break Cache-Control and the CSP.',
    block('/*', everywhere),
    block('/static/*', { 'Cache-Control': CACHE_CONTROL.immutable }),
    ...hashedAssets.map(name => block(`/${name}`, { 'Cache-Control': CACHE_CONTROL.immutable })),
    block('/page-data/*', { 'Cache-Control': CACHE_CONTROL.revalidate }),
    ...routes.map(route => block(route, page)),
    block(`${ADMIN_PATH}*`, { 'Cache-Control': CACHE_CONTROL.revalidate, ...ADMIN_HEADERS }),
    '',
  )
  return { policy, scriptHashes: found.scripts.size, styleHashes: found.styles.size, pages: pages.length }
}

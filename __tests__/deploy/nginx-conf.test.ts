/**
 * @jest-environment node
 *
 * deploy/nginx.conf says what plugins/security-headers/security-headers.ts says (which _headers and the nginx
 * suite use), so the two deploy targets cannot drift apart.
 */
import fs from 'fs'
import path from 'path'
import { MIN_BYTES } from '../../plugins/precompress/precompress'
import {
  ADMIN_HEADERS,
  ADMIN_PATH,
  CACHE_CONTROL,
  HASHED_ASSET,
  SECURITY_HEADERS,
} from '../../plugins/security-headers/security-headers'

const fullConf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8')
const ADMIN_LOCATION = new RegExp(`\\n {4}location ${ADMIN_PATH} \\{[^}]*\\}`)
/** The content editor's block, the one location that declares headers of its own. */
const adminBlock = ADMIN_LOCATION.exec(fullConf)?.[0] ?? ''
/** Everything else: what the site's pages and files get. */
const conf = fullConf.replace(ADMIN_LOCATION, '')
const directivesOf = (text: string): string[] =>
  text
    .split('\n')
    .map(line => line.trim())
    .filter(line => line && !line.startsWith('#'))
const directives = directivesOf(conf)

describe('deploy/nginx.conf', () => {
  it.each(Object.entries(SECURITY_HEADERS))('sends %s: %s on every response', (name, value) => {
    expect(directives.filter(line => line.startsWith(`add_header ${name} `))).toEqual([
      `add_header ${name} "${value}" always;`,
    ])
  })

  it('declares every header at server level, never inside a location (which would drop the others)', () => {
    const locations = conf.match(/location [^{]*\{[^}]*\}/g) ?? []
    expect(locations.length).toBeGreaterThan(2)
    for (const location of locations) expect(location).not.toContain('add_header')
  })

  it('gives the content editor (/admin/) every header again, with its own policy, opener rule and noindex', () => {
    expect(adminBlock).toContain(`location ${ADMIN_PATH} {`)
    const expected = {
      'Cache-Control': CACHE_CONTROL.revalidate,
      ...SECURITY_HEADERS,
      ...ADMIN_HEADERS,
    }
    const lines = directivesOf(adminBlock).filter(line => line.startsWith('add_header '))
    expect(lines.sort()).toEqual(
      Object.entries(expected)
        .map(([name, value]) => `add_header ${name} "${value}" always;`)
        .sort(),
    )
    expect(adminBlock).not.toContain('_csp.conf')
  })

  it('compresses on the fly only what the build did not precompress: one size threshold', () => {
    expect(directives).toContain(`gzip_min_length ${MIN_BYTES};`)
    expect(directives).toContain('gzip_static on;')
  })

  it("includes the build's CSP", () => {
    expect(directives).toContain('include /var/www/drobonso-farms/public/_csp.conf;')
  })

  it('serves HTTPS only: port 80 answers every request with a redirect and nothing else', () => {
    const plain = conf.match(/server \{\n {4}listen 80;[^}]*\}/)?.[0]
    expect(plain).toContain('return 301 https://$host$request_uri;')
    expect(plain).not.toContain('root ')
    expect(directives).toContain('listen 443 ssl http2;')
    expect(directives).toContain('ssl_protocols TLSv1.2 TLSv1.3;')
  })

  it("uses Gatsby's two cache rules and the hashed-bundle pattern", () => {
    expect(directives).toContain(`set $cache_control "${CACHE_CONTROL.revalidate}";`)
    expect(directives).toContain(`set $cache_control "${CACHE_CONTROL.immutable}";`)
    expect(directives).toContain(`location ~ "^/${HASHED_ASSET.source.slice(1)}" {`)
  })
})

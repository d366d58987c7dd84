/**
 * @jest-environment node
 *
 * deploy/nginx.conf's rules that must agree with the build's constants (behaviour: e2e/nginx/headers.nginx.ts).
 */
import fs from 'fs'
import path from 'path'
import { MIN_BYTES } from '../../plugins/precompress/precompress'
import { ADMIN_PATH, CACHE_CONTROL, HASHED_ASSET } from '../../plugins/security-headers/security-headers'
import {
  ADMIN_HEADERS_INCLUDE_FILE,
  CSP_INCLUDE_FILE,
  SITE_HEADERS_INCLUDE_FILE,
} from '../../plugins/security-headers/csp'
import { EVENT_MAPS_INCLUDE_FILE } from '../../plugins/security-headers/event-maps'

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
  it('declares every header at server level, never inside a location (which would drop the others)', () => {
    const locations = conf.match(/location [^{]*\{[^}]*\}/g) ?? []
    expect(locations.length).toBeGreaterThan(2)
    for (const location of locations) expect(location).not.toContain('add_header')
  })

  it("takes its headers from the build: the security headers, the CSP, and /admin/'s own set", () => {
    for (const file of [SITE_HEADERS_INCLUDE_FILE, CSP_INCLUDE_FILE])
      expect(directives).toContain(`include /var/www/drobonso-farms/public/${file};`)
    expect(directivesOf(adminBlock)).toEqual([
      `location ${ADMIN_PATH} {`,
      `include /var/www/drobonso-farms/public/${ADMIN_HEADERS_INCLUDE_FILE};`,
      '}',
    ])
  })

  it("takes the order taps' words from the build, never from a list of its own", () => {
    expect(directives).toContain(`include /var/www/drobonso-farms/public/${EVENT_MAPS_INCLUDE_FILE};`)
    expect(conf).not.toMatch(/map \$(args|arg_[aps]) /)
  })

  it('compresses on the fly only what the build did not precompress: one size threshold', () => {
    expect(directives).toContain(`gzip_min_length ${MIN_BYTES};`)
  })

  it("uses Gatsby's two cache rules and the hashed-bundle pattern", () => {
    expect(directives).toContain(`set $cache_control "${CACHE_CONTROL.revalidate}";`)
    expect(directives).toContain(`set $cache_control "${CACHE_CONTROL.immutable}";`)
    expect(directives).toContain(`location ~ "^/${HASHED_ASSET.source.slice(1)}" {`)
  })
})

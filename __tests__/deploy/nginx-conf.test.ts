/**
 * @jest-environment node
 *
 * deploy/nginx.conf says what scripts/lib/security-headers.ts says (which _headers and the nginx
 * suite use), so the two deploy targets cannot drift apart.
 */
import fs from 'fs'
import path from 'path'
import { CACHE_CONTROL, HASHED_ASSET, SECURITY_HEADERS } from '../../scripts/lib/security-headers'

const conf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8')
const directives = conf
  .split('\n')
  .map(line => line.trim())
  .filter(line => line && !line.startsWith('#'))

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

  it("includes the build's CSP and leaves HSTS for HTTPS deploys", () => {
    expect(directives).toContain('include /var/www/drobonso-farms/public/_csp.conf;')
    expect(directives.some(line => line.includes('Strict-Transport-Security'))).toBe(false)
    expect(conf).toMatch(
      /^\s*# add_header Strict-Transport-Security "max-age=\d+; includeSubDomains" always;$/m,
    )
  })

  it("uses Gatsby's two cache rules and the hashed-bundle pattern", () => {
    expect(directives).toContain(`set $cache_control "${CACHE_CONTROL.revalidate}";`)
    expect(directives).toContain(`set $cache_control "${CACHE_CONTROL.immutable}";`)
    expect(directives).toContain(`location ~ "^/${HASHED_ASSET.source.slice(1)}" {`)
  })
})

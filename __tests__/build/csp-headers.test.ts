/**
 * @jest-environment node
 *
 * The production build's header files (written by onPostBuild, plugins/security-headers/csp.ts) match the pages
 * they ship with: every inline script and style of every page is allowed by its hash, and nginx
 * and Netlify/Cloudflare get the same policy.
 */
import fs from 'fs'
import path from 'path'
import { collectInlineCode, listFiles } from '../../plugins/security-headers/csp'
import { ADMIN_POLICY } from '../../plugins/security-headers/security-headers'

const PUBLIC = path.resolve(__dirname, '../../public')
const read = (file: string): string => {
  const full = path.join(PUBLIC, file)
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run "npm run build" before these tests`)
  return fs.readFileSync(full, 'utf8')
}

const nginxPolicy = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(read('_csp.conf'))?.[1]
const headersPolicy = /^\/\n {2}Cache-Control: .+\n {2}Content-Security-Policy: (.+)$/m.exec(
  read('_headers'),
)?.[1]
const directive = (name: string): string[] =>
  nginxPolicy!
    .split('; ')
    .find(part => part.startsWith(`${name} `))!
    .split(' ')
    .slice(1)

describe('the CSP written with the build', () => {
  it('is the same for nginx and for _headers', () => {
    expect(nginxPolicy).toBeDefined()
    expect(headersPolicy).toBe(nginxPolicy)
  })

  it.each(listFiles(PUBLIC, '.html').filter(file => !file.startsWith('admin/')))(
    'allows every inline script and style of %s, and nothing inline else',
    file => {
      const found = collectInlineCode(read(file))
      expect(found.problems).toEqual([])
      expect([...found.scripts].filter(hash => !directive('script-src').includes(hash))).toEqual([])
      expect([...found.styles].filter(hash => !directive('style-src-elem').includes(hash))).toEqual([])
    },
  )

  it("is not the content editor's: the editor's page has no inline code, and its own fixed policy", () => {
    const found = collectInlineCode(read('admin/index.html'))
    expect([found.scripts.size, found.styles.size, found.problems]).toEqual([0, 0, []])
    expect(read('_headers')).toContain(
      `/admin/*\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: ${ADMIN_POLICY}\n`,
    )
  })
})

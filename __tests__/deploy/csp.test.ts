/**
 * @jest-environment node
 *
 * The post-build CSP step (plugins/security-headers/csp.ts) on small pages: what it hashes, what it skips,
 * and the code no hash can allow.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { buildPolicy, collectInlineCode, cspHash, writeHeaderFiles } from '../../plugins/security-headers/csp'
import { ADMIN_POLICY } from '../../plugins/security-headers/security-headers'

describe('collectInlineCode', () => {
  it('hashes inline scripts as browsers do (the example from MDN)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
    // The HTML parser turns CRLF into LF before the browser hashes.
    expect(cspHash("alert('Hello, world.');\r\n")).toBe(cspHash("alert('Hello, world.');\n"))
  })

  it('hashes classic and module scripts and inline styles, and skips data blocks and external scripts', () => {
    const found = collectInlineCode(`<html><head>
      <style data-identity="gatsby-global-css">body{margin:0}</style>
      <script type="application/ld+json">{"@type":"LocalBusiness"}</script>
      <script src="/app-0123456789abcdef0123.js" async></script>
      </head><body>
      <noscript><style>.x{opacity:1}</style></noscript>
      <script type="module">const a=1</script>
      <SCRIPT id="gatsby-script-loader">window.pagePath="/";</SCRIPT>
      </body></html>`)
    expect([...found.scripts].sort()).toEqual([cspHash('const a=1'), cspHash('window.pagePath="/";')].sort())
    expect([...found.styles].sort()).toEqual([cspHash('body{margin:0}'), cspHash('.x{opacity:1}')].sort())
    expect(found.problems).toEqual([])
  })

  it('hashes script and style bodies as raw text, entities and markup-like text undecoded', () => {
    const found = collectInlineCode(
      '<script>if (a &amp;&amp; b < c) d("</p>")</script><style>q::before{content:"&lt;"}</style>',
    )
    expect([...found.scripts]).toEqual([cspHash('if (a &amp;&amp; b < c) d("</p>")')])
    expect([...found.styles]).toEqual([cspHash('q::before{content:"&lt;"}')])
  })

  it('reports inline event handlers and javascript: URLs, which no hash allows', () => {
    const found = collectInlineCode(
      '<img src="x.jpg" onerror="alert(1)"><a href=" javascript:void(0)">x</a><script>var s = "<b onclick=x>"</script>' +
        '<!-- <b onclick="x"> --><form action="&#106;avascript:go()"></form>',
    )
    expect(found.problems).toEqual([
      '<img onerror="…">: inline event handlers are blocked by the CSP',
      '<a href="javascript:…">: javascript: URLs are blocked by the CSP',
      '<form action="javascript:…">: javascript: URLs are blocked by the CSP',
    ])
  })
})

describe('buildPolicy', () => {
  it("allows scripts from the site and the listed hashes only, never 'unsafe-inline'", () => {
    const policy = buildPolicy({
      scripts: new Set(["'sha256-b'", "'sha256-a'"]),
      styles: new Set(["'sha256-s'"]),
    })
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';")
    expect(policy).toContain("style-src-elem 'self' 'sha256-s';")
    expect(policy).toContain("style-src-attr 'unsafe-inline';")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
  })
})

describe('writeHeaderFiles', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-csp-'))
    fs.mkdirSync(path.join(dir, 'about'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>window.pagePath="/"</script>')
    fs.writeFileSync(path.join(dir, 'about/index.html'), '<script>window.pagePath="/about/"</script>')
    fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js'), '')
    fs.mkdirSync(path.join(dir, 'admin'))
    fs.writeFileSync(path.join(dir, 'admin/index.html'), '<script>window.editor=1</script>')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('writes one policy for every page to the nginx include and _headers', () => {
    const { policy } = writeHeaderFiles(dir)
    expect(policy).toContain(cspHash('window.pagePath="/"'))
    expect(policy).toContain(cspHash('window.pagePath="/about/"'))
    expect(fs.readFileSync(path.join(dir, '_csp.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    )
    const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8')
    expect(headers).toContain('/*\n  X-Content-Type-Options: nosniff\n')
    expect(headers).toContain(
      '/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable\n',
    )
    // The policy and the opener rule per page, since the editor's differ (see the next test).
    for (const route of ['/', '/about/']) {
      expect(headers).toContain(
        `\n${route}\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: ${policy}\n  Cross-Origin-Opener-Policy: same-origin\n`,
      )
    }
    expect(headers.match(/^ {2}Content-Security-Policy: /gm)).toHaveLength(3)
  })

  it("writes nginx's header includes: every response's, and the editor's whole set", () => {
    writeHeaderFiles(dir)
    const site = fs.readFileSync(path.join(dir, '_security-headers.conf'), 'utf8')
    expect(site).toContain('add_header X-Frame-Options "DENY" always;\n')
    expect(site).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;\n')
    const admin = fs.readFileSync(path.join(dir, '_admin-headers.conf'), 'utf8')
    expect(admin).toContain('add_header Cache-Control "public, max-age=0, must-revalidate" always;\n')
    expect(admin).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;\n')
    expect(admin).toContain(`add_header Content-Security-Policy "${ADMIN_POLICY}" always;\n`)
    expect(admin.match(/^add_header /gm)).toHaveLength(site.match(/^add_header /gm)!.length + 3)
  })

  it("gives the content editor its own policy, and keeps the editor's code out of the site's", () => {
    const { policy, pages } = writeHeaderFiles(dir)
    expect(pages).toBe(2)
    expect(policy).not.toContain(cspHash('window.editor=1'))
    const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8')
    expect(headers).toContain(
      `\n/admin/*\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: ${ADMIN_POLICY}\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Robots-Tag: noindex, nofollow\n`,
    )
    expect(headers).not.toContain('\n/admin/\n')
  })

  it('refuses a build whose pages hold code the policy would block', () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<button onclick="buy()">Buy</button>')
    expect(() => writeHeaderFiles(dir)).toThrow(
      'index.html: <button onclick="…">: inline event handlers are blocked by the CSP',
    )
  })
})

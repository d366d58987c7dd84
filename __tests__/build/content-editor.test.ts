/**
 * @jest-environment node
 *
 * The content editor costs visitors nothing: /admin/ is a page of its own, Decap's published bundle
 * (with its own React) beside a script esbuild makes for it, and no visitor page references its
 * scripts or carries its code. The budget test counts the visitors' bytes; this one names the cause.
 */
import fs from 'fs'
import path from 'path'
import { listFiles } from '../../plugins/security-headers/csp'
import { PUBLIC, publicPath, readPublic, readWebpackStats } from '../fixtures/public-files'
import { REPO } from '../fixtures/content'
import { decapDist, isDecapFile } from '../../plugins/content-editor/admin-page'

/** Strings only the editor's code holds: Decap's name, Netlify Identity, the plugin's init flag. */
const EDITOR_CODE = /decap|netlify-identity|CMS_MANUAL_INIT/i

const visitorPages = listFiles(PUBLIC, '.html').filter(file => !file.startsWith('admin/'))
const scriptsOf = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map(match => match[1]!)

describe('visitor pages', () => {
  it.each(visitorPages)("%s loads none of the editor's scripts", file => {
    const html = fs.readFileSync(path.join(PUBLIC, file), 'utf8')
    const scripts = scriptsOf(html)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter(src => src.includes('/admin/') || EDITOR_CODE.test(src))).toEqual([])
    expect(html).not.toMatch(EDITOR_CODE)
  })

  it("load only the site's own chunks, and none of them holds the editor's code", () => {
    const { assetsByChunkName } = readWebpackStats()
    const files = [...new Set(Object.values(assetsByChunkName).flat())].filter(file => file.endsWith('.js'))
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^app-[0-9a-f]{20}\.js$/)]))
    for (const file of files) {
      expect([file, EDITOR_CODE.test(fs.readFileSync(path.join(PUBLIC, file), 'utf8'))]).toEqual([
        file,
        false,
      ])
    }
    const referenced = new Set(
      visitorPages.flatMap(page => scriptsOf(readPublic(`/${page}`)).map(src => src.slice(1))),
    )
    for (const file of referenced) expect(files).toContain(file)
  })
})

describe('the editor page', () => {
  it('is built at /admin/ with Decap and the configuration from the content schema', () => {
    const html = readPublic('/admin/')
    // The site's script first: it asks Decap's bundle, which follows, to wait for its configuration.
    expect(scriptsOf(html)).toEqual(['cms.js', 'decap-cms.js'])
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script defer src="cms.js">',
      '<script defer src="decap-cms.js">',
    ])
    expect(readPublic('/admin/cms.js')).toContain('CMS_MANUAL_INIT')
    // Laid out at the device's width, with the site's own styles for Decap after Decap's.
    expect(html.match(/<meta name="viewport"[^>]*>/g)).toEqual([
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ])
    expect(html).toMatch(/<body>\s*<link rel="stylesheet" href="admin\.css">\s*<\/body>/)
    expect(readPublic('/admin/admin.css')).toContain('-ToolbarContainer')
    const script = readPublic('/admin/cms.js')
    for (const file of ['site', 'products', 'testimonials', 'pages'])
      expect(script).toContain(`content/${file}.json`)
  })

  it("serves decap-cms's bundle as installed from npm, with the chunks it loads on demand", () => {
    const dist = decapDist(REPO)
    const published = fs.readdirSync(dist).filter(isDecapFile)
    expect(published).toEqual(expect.arrayContaining(['decap-cms.js', 'decap-cms.js.LICENSE.txt']))
    expect(published.filter(file => /^\d+\.decap-cms\.js$/.test(file)).length).toBeGreaterThan(0)
    for (const file of published) {
      expect([
        file,
        fs.readFileSync(publicPath(`/admin/${file}`)).equals(fs.readFileSync(path.join(dist, file))),
      ]).toEqual([file, true])
    }
  })

  it('asks search engines to keep out, and is not in the sitemap', () => {
    expect(readPublic('/admin/')).toContain('<meta name="robots" content="none">')
    const sitemaps = fs.readdirSync(PUBLIC).filter(file => /^sitemap-.*\.xml$/.test(file))
    expect(sitemaps.length).toBeGreaterThan(1)
    for (const sitemap of sitemaps) expect(readPublic(`/${sitemap}`)).not.toContain('/admin')
  })
})

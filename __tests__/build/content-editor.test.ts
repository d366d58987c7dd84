/**
 * @jest-environment node
 *
 * The content editor costs visitors nothing: /admin/ is a page of its own, built by a webpack
 * compilation of its own, and no visitor page references its scripts or carries its code (as
 * gatsby-plugin-decap-cms's browser hook would, listed in gatsby-config.ts: plugins/content-editor
 * uses only its Node APIs). The budget test counts the visitors' bytes; this one names the cause.
 */
import fs from 'fs'
import path from 'path'
import { listFiles } from '../../plugins/security-headers/csp'
import { PUBLIC, readPublic, readWebpackStats } from '../fixtures/public-files'

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
    expect(scriptsOf(html)).toEqual([
      'react.production.min.js',
      'react-dom.production.min.js',
      'decap-cms-app.js',
      'cms.js',
    ])
    expect(readPublic('/admin/decap-cms-app.js')).toMatch(EDITOR_CODE)
    // Laid out for about 800 px: phones show it whole, zoomed out.
    expect(html.match(/<meta name="viewport"[^>]*>/g)).toEqual(['<meta name="viewport" content="width=800">'])
    const script = readPublic('/admin/cms.js')
    for (const file of ['site', 'products', 'testimonials', 'pages'])
      expect(script).toContain(`content/${file}.json`)
  })

  it('asks search engines to keep out, and is not in the sitemap', () => {
    expect(readPublic('/admin/')).toContain('<meta name="robots" content="none">')
    const sitemaps = fs.readdirSync(PUBLIC).filter(file => /^sitemap-.*\.xml$/.test(file))
    expect(sitemaps.length).toBeGreaterThan(1)
    for (const sitemap of sitemaps) expect(readPublic(`/${sitemap}`)).not.toContain('/admin')
  })
})

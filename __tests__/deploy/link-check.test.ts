/**
 * @jest-environment node
 *
 * The link checker (__tests__/fixtures/link-check.ts) finds each kind of problem, on a tiny site.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { checkLinks, cssUrls, srcsetUrls } from '../fixtures/link-check'

const ORIGIN = 'https://farm.example'

let dir: string
const write = (file: string, text: string): void => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-links-'))
  write('about/index.html', '<main><section id="story">Story</section></main>')
  write('static/a.jpg', '')
  write('static/font.woff2', '')
  write('styles.css', '@font-face{src:url(static/font.woff2)}')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const problemsOf = (body: string): string[] => {
  write(
    'index.html',
    `<html><head><link rel="stylesheet" href="/styles.css"></head><body>${body}</body></html>`,
  )
  return checkLinks(dir, ORIGIN)
}

it('accepts a page whose references all work', () => {
  expect(
    problemsOf(`<a href="/about/">About</a> <a href="/about/#story">Story</a> <a href="#top" id="top">Top</a>
      <a href="${ORIGIN}/about/">canonical-style</a> <img src="/static/a.jpg" srcset="/static/a.jpg 1x, /static/a.jpg?v=2 2x" alt="">
      <a href="tel:+233200000000">Call</a> <a href="mailto:orders@farm.example?subject=Order">Mail</a>
      <a href="https://www.instagram.com/farm/" target="_blank" rel="noopener noreferrer">Instagram</a>
      <img src="data:image/svg+xml;charset=utf-8,%3Csvg%3E" alt="">`),
  ).toEqual([])
})

it.each([
  ['<a href="/contact/">x</a>', '/: <a href> "/contact/": /contact/ does not exist in public/'],
  [
    '<a href="/about">x</a>',
    '/: <a href> "/about": /about needs a trailing slash (/about/): without it the host answers with a redirect',
  ],
  ['<a href="/about/#team">x</a>', '/: <a href> "/about/#team": no element with id "team" on /about/'],
  ['<a href="#nowhere">x</a>', '/: <a href> "#nowhere": no element with id "nowhere" on /'],
  [
    '<img src="/static/b.jpg" alt="">',
    '/: <img src> "/static/b.jpg": /static/b.jpg does not exist in public/',
  ],
  [
    '<img src="/static/a.jpg" srcset="/static/a.jpg 1x,/static/a-2x.jpg 2x" alt="">',
    '/: <img srcset> candidate "/static/a-2x.jpg": /static/a-2x.jpg does not exist in public/',
  ],
  [
    '<picture><source type="image/webp" srcset="/static/a.webp 360w"><img src="/static/a.jpg" alt=""></picture>',
    '/: <source srcset> candidate "/static/a.webp": /static/a.webp does not exist in public/',
  ],
  [
    '<video poster="/static/poster.jpg"><track src="/static/c.vtt"></video>',
    '/: <video poster> "/static/poster.jpg": /static/poster.jpg does not exist in public/\n' +
      '/: <track src> "/static/c.vtt": /static/c.vtt does not exist in public/',
  ],
  [
    '<div style="background:url(/static/bg.png)"></div>',
    '/: style="" url() "/static/bg.png": /static/bg.png does not exist in public/',
  ],
  [
    '<a href="tel:0200000000">x</a>',
    '/: <a href> "tel:0200000000": a tel: link must be + and 8 to 15 digits (E.164), e.g. tel:+233200000000',
  ],
  [
    '<a href="tel:+233 20 000 0000">x</a>',
    '/: <a href> "tel:+233 20 000 0000": a tel: link must be + and 8 to 15 digits (E.164), e.g. tel:+233200000000',
  ],
  [
    '<a href="mailto:orders@">x</a>',
    '/: <a href> "mailto:orders@": a mailto: link must hold one valid email address',
  ],
  [
    '<a href="http://www.facebook.com/farm/">x</a>',
    '/: <a href> "http://www.facebook.com/farm/": external links must use https',
  ],
  [
    '<a href="https://www.facebook.com/farm/" target="_blank" rel="noopener">x</a>',
    '/: <a href> "https://www.facebook.com/farm/": opens a new tab, so it needs rel="noopener noreferrer"',
  ],
  [
    '<a href="javascript:void(0)">x</a>',
    '/: <a href> "javascript:void(0)": javascript: URLs do not work under the CSP',
  ],
])('reports %s', (body, expected) => {
  expect(problemsOf(body)).toEqual(expected.split('\n'))
})

it('checks url()s inside linked stylesheets relative to the stylesheet', () => {
  write('styles.css', '@font-face{src:url(static/missing.woff2)}')
  expect(problemsOf('')).toEqual([
    `/: /styles.css url() "${ORIGIN}/static/missing.woff2": /static/missing.woff2 does not exist in public/`,
  ])
})

it('parses srcset and CSS url() lists', () => {
  // Gatsby's form: no space after the comma.
  expect(srcsetUrls('/a.jpg 360w,/b.jpg 720w, /c.jpg 2x')).toEqual(['/a.jpg', '/b.jpg', '/c.jpg'])
  expect(srcsetUrls('/a.jpg, /b.jpg 2x,/c,d.jpg')).toEqual(['/a.jpg', '/b.jpg', '/c,d.jpg'])
  expect(
    cssUrls('a{src:url("/x.woff2") format("woff2"),url(/y.woff)} b{background:url( \'/z.png\' )}'),
  ).toEqual(['/x.woff2', '/y.woff', '/z.png'])
})

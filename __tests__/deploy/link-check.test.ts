/**
 * @jest-environment node
 *
 * The link checker (__tests__/fixtures/link-check.ts) finds each kind of problem on a tiny site, one
 * page per case, checked in one run, and names the page and the link.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { checkLinks } from '../fixtures/link-check'

const ORIGIN = 'https://farm.example'

const GOOD = `<a href="/about/">About</a> <a href="/about/#story">Story</a> <a href="#top" id="top">Top</a>
  <a href="${ORIGIN}/about/">canonical-style</a> <img src="/static/a.jpg" srcset="/static/a.jpg 1x, /static/a.jpg?v=2 2x" alt="">
  <a href="tel:+233200000000">Call</a> <a href="mailto:orders@farm.example?subject=Order">Mail</a>
  <a href="https://www.instagram.com/farm/" target="_blank" rel="noopener noreferrer">Instagram</a>
  <img src="data:image/svg+xml;charset=utf-8,%3Csvg%3E" alt="">`

/** Each case's page body, and the problems expected on its page (`/<case>/`). */
const CASES: [string, string, string[]][] = [
  ['missing-page', '<a href="/contact/">x</a>', ['"/contact/": answers 404']],
  [
    'no-trailing-slash',
    '<a href="/about">x</a>',
    ['"/about": Redirect detected (/about to /about/) but redirects are disabled'],
  ],
  [
    'missing-fragment',
    '<a href="/about/#team">x</a>',
    [`"/about/#team": Fragment identifier '#team' not found on page`],
  ],
  ['missing-image', '<img src="/static/b.jpg" alt="">', ['"/static/b.jpg": answers 404']],
  [
    'missing-srcset-candidate',
    '<img src="/static/a.jpg" srcset="/static/a.jpg 1x,/static/a-2x.jpg 2x" alt="">',
    ['"/static/a-2x.jpg": answers 404'],
  ],
  [
    'missing-source',
    '<picture><source type="image/webp" srcset="/static/a.webp 360w"><img src="/static/a.jpg" alt=""></picture>',
    ['"/static/a.webp": answers 404'],
  ],
  [
    'missing-poster-and-track',
    '<video poster="/static/poster.jpg"><track src="/static/c.vtt"></video>',
    ['"/static/poster.jpg": answers 404', '"/static/c.vtt": answers 404'],
  ],
  [
    'missing-style-url',
    '<div style="background:url(/static/bg.png)"></div>',
    ['"/static/bg.png": answers 404'],
  ],
  [
    'local-tel',
    '<a href="tel:0200000000">x</a>',
    [
      '"tel:0200000000": a tel: link must be a valid number in E.164 (+, country code, digits), e.g. tel:+233200000000',
    ],
  ],
  [
    'spaced-tel',
    '<a href="tel:+233 20 000 0000">x</a>',
    [
      '"tel:+233 20 000 0000": a tel: link must be a valid number in E.164 (+, country code, digits), e.g. tel:+233200000000',
    ],
  ],
  [
    'bad-mailto',
    '<a href="mailto:orders@">x</a>',
    ['"mailto:orders@": a mailto: link must hold one valid email address'],
  ],
  [
    'plain-http',
    '<a href="http://www.facebook.com/farm/">x</a>',
    ['"http://www.facebook.com/farm/": external links must use https'],
  ],
  [
    'new-tab-without-noreferrer',
    '<a href="https://www.facebook.com/farm/" target="_blank" rel="noopener">x</a>',
    ['"https://www.facebook.com/farm/": opens a new tab, so it needs rel="noopener noreferrer"'],
  ],
  [
    'javascript-url',
    '<a href="javascript:void(0)">x</a>',
    ['"javascript:void(0)": javascript: URLs do not work under the CSP'],
  ],
]

let dir: string
let problems: string[]
const write = (file: string, text: string): void => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
const page = (body: string): string =>
  `<html><head><link rel="stylesheet" href="/styles.css"></head><body>${body}</body></html>`

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-links-'))
  write('about/index.html', '<main><section id="story">Story</section></main>')
  write('static/a.jpg', '')
  write('static/font.woff2', '')
  // Relative to the stylesheet, not the page.
  write('styles.css', '@font-face{src:url(static/font.woff2)} b{background:url(static/missing.png)}')
  write('index.html', page(GOOD))
  for (const [name, body] of CASES) write(`${name}/index.html`, page(body))
  problems = checkLinks(dir, ORIGIN)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('accepts a page whose references all work, the canonical origin counting as the site', () => {
  expect(problems.filter(problem => problem.startsWith('/: '))).toEqual([])
})

it.each(CASES)('reports %s on its page', (name, _body, expected) => {
  expect(problems.filter(problem => problem.startsWith(`/${name}/: `)).sort()).toEqual(
    expected.map(problem => `/${name}/: ${problem}`).sort(),
  )
})

it('checks url()s inside linked stylesheets relative to the stylesheet, naming it', () => {
  expect(problems).toContain('/styles.css: "/static/missing.png": answers 404')
})

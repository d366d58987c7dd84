/**
 * Link and asset integrity of the production build in public/ (npm test builds it first): every
 * reference in every page works once deployed. See __tests__/fixtures/link-check.ts for the rules.
 * Runs in jsdom, whose DOMParser the assertions below query.
 */
import fs from 'fs'
import path from 'path'
import { checkLinks } from '../fixtures/link-check'
import { SECTION_IDS } from '../../src/config/section-ids'

const PUBLIC = path.resolve(__dirname, '../../public')
const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html')

const readPage = (file: string): Document => {
  const full = path.join(PUBLIC, file)
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run "npm run build" before these tests`)
  return parse(fs.readFileSync(full, 'utf8'))
}

/** The deployed origin, as the build wrote it into the canonical link. */
const origin = new URL(readPage('index.html').querySelector('link[rel="canonical"]')!.getAttribute('href')!)
  .origin

describe('the production build', () => {
  it('has no broken internal link, asset, srcset candidate, #fragment, tel:, mailto: or unsafe external link', () => {
    expect(checkLinks(PUBLIC, origin)).toEqual([])
  })

  it('checks a real number of references (the check is not vacuous)', () => {
    const home = readPage('index.html')
    expect(home.querySelectorAll('a[href^="#"], a[href*="/#"]').length).toBeGreaterThan(5)
    expect(home.querySelectorAll('img[srcset], source[srcset]').length).toBeGreaterThan(5)
    expect(home.querySelectorAll('a[href^="tel:"]').length).toBeGreaterThan(0)
    expect(home.querySelectorAll('a[target="_blank"]').length).toBeGreaterThan(0)
  })

  it('renders every section id the content validator accepts', () => {
    const home = readPage('index.html')
    expect(SECTION_IDS.filter(id => !home.getElementById(id))).toEqual([])
    // Top-level sections: How to order is a part of Products.
    expect(
      [...home.querySelectorAll('main > section[id], main section[id]:not(section *)')].map(
        section => section.id,
      ),
    ).toEqual([...SECTION_IDS])
  })
})

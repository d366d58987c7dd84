/**
 * @jest-environment node
 *
 * Reads the production build in public/ (npm test builds it first) and checks that every route
 * exists as static HTML with the whole landing page in it: the page works before any JavaScript.
 */
import pages from '../../content/pages.json'
import { readPublic as read, readWebpackStats } from '../fixtures/public-files'

const SECTION_IDS = ['home', 'aboutus', 'services', 'products', 'testimonials']

describe('the production build', () => {
  it.each(['/', '/about/', '/product/', '/showcase/'])(
    '%s holds every section, in order, with its texts',
    route => {
      const html = read(route)
      const positions = SECTION_IDS.map(id => html.indexOf(`id="${id}"`))
      positions.forEach((position, index) =>
        expect([SECTION_IDS[index], position]).not.toEqual([SECTION_IDS[index], -1]),
      )
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
      for (const text of [
        'Delicious',
        'Powdered Okro',
        'Explore Menu',
        'Learn More',
        'Watch Our Story',
        'Your browser does not support the video tag.',
        'Powdered Okro One',
        'GH15',
        'GH25',
        'GH35',
        'Buy Now',
        'Kumasi',
        'Takoradi',
        'Accra',
        'href="tel:+233200000000"',
        'href="mailto:orders@drobonso-farms.example"',
        '2024',
      ]) {
        expect(html).toContain(text)
      }
    },
  )

  it.each(pages)('$path has its own title from content/pages.json', page => {
    const html = read(page.path)
    const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
    expect(title).toBe(page.title.replace(/&/g, '&amp;'))
  })

  it('the routes have distinct titles', () => {
    const titles = pages.map(page => read(page.path).match(/<title[^>]*>([^<]*)<\/title>/)?.[1])
    expect(new Set(titles).size).toBe(pages.length)
  })

  it('has a branded 404 page with a link home', () => {
    const html = read('/404.html')
    expect(html).toContain('Page not found')
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/)
    expect(html).toContain('Drobonso Farms')
  })

  it('serves the hero image eagerly with high priority, and responsive AVIF/WebP sources', () => {
    const html = read('/')
    const hero = html.slice(html.indexOf('id="home"'), html.indexOf('id="aboutus"'))
    expect(hero).toMatch(/<img[^>]*fetchpriority="high"/)
    expect(hero).toMatch(/<img[^>]*loading="eager"/)
    expect(hero).toContain('type="image/avif"')
    expect(hero).toContain('type="image/webp"')
    expect(hero).toMatch(/srcSet="[^"]+ 360w,/)
  })

  it.each([...pages.map(page => page.path), '/404.html'])(
    '%s inlines the stylesheet of this build, not a stale one',
    route => {
      const current = readWebpackStats().assetsByChunkName['app']!.find(asset => asset.endsWith('.css'))
      const inlined = read(route).match(/data-href="\/(styles\.[0-9a-f]+\.css)"/)?.[1]
      expect(inlined).toBe(current)
    },
  )
})

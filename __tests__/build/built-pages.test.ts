/**
 * @jest-environment node
 *
 * Reads the production build in public/ (npm test builds it first) and checks that every route
 * exists as static HTML with the whole landing page in it: the page works before any JavaScript.
 */
import { builtContent } from '../fixtures/content'
import { readPublic as read, readWebpackStats } from '../fixtures/public-files'
import { SECTION_IDS, SECTION } from '../../src/config/section-ids'

const { site, products, testimonials, pages } = builtContent()
/** The build's one stylesheet (Gatsby puts every page's CSS in one file), by the chunk groups that load it. */
const stylesheet = (): string => {
  const sheets = new Set(
    Object.values(readWebpackStats().assetsByChunkName)
      .flat()
      .filter(asset => asset.endsWith('.css')),
  )
  expect(sheets.size).toBe(1)
  return [...sheets][0]!
}

/** A text as React writes it into the HTML (text and attribute values alike). */
const asHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!,
  )

describe('the production build', () => {
  it.each(pages.map(page => page.path))('%s holds every section, in order, with its texts', route => {
    const html = read(route)
    const positions = SECTION_IDS.map(id => html.indexOf(`id="${id}"`))
    positions.forEach((position, index) =>
      expect([SECTION_IDS[index], position]).not.toEqual([SECTION_IDS[index], -1]),
    )
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    for (const text of [
      asHtml(site.hero.animatedWord),
      asHtml(site.hero.subtitle),
      'Explore Menu',
      'Learn More',
      asHtml(site.story.heading),
      'Your browser does not support the video tag.',
      ...products.flatMap(product => [asHtml(product.name), product.price]),
      'Buy Now',
      ...testimonials.flatMap(testimonial => [asHtml(testimonial.name), asHtml(testimonial.town)]),
      `href="tel:${site.phone.tel}"`,
      `href="mailto:${asHtml(site.email)}"`,
      String(site.copyrightYear),
    ]) {
      expect(html).toContain(text)
    }
  })

  it.each(pages.map(page => page.path))(
    '%s keeps the header, each section and the footer in place as its own hydration boundary',
    route => {
      const html = read(route)
      // Outlined boundaries would wait, hidden, for completion scripts that need JavaScript and the CSP refuses.
      expect(html).not.toMatch(/<!--\$\?-->|<div hidden id="S:|\$RC/)
      const boundaries = html.split('<!--$-->').length - 1
      expect(boundaries).toBe(SECTION_IDS.length + 2)
      expect(html.split('<!--/$-->').length - 1).toBe(boundaries)
    },
  )

  it('has a branded 404 page with a link home', () => {
    const html = read('/404.html')
    expect(html).toContain('Page not found')
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/)
    expect(html).toContain(asHtml(site.brand))
  })

  it('serves the hero image eagerly with high priority, and responsive AVIF/WebP sources', () => {
    const html = read('/')
    const hero = html.slice(html.indexOf(`id="${SECTION.home}"`), html.indexOf(`id="${SECTION.about}"`))
    // React 19 writes fetchPriority; HTML attribute names are case-insensitive.
    expect(hero).toMatch(/<img[^>]*fetchpriority="high"/i)
    expect(hero).toMatch(/<img[^>]*loading="eager"/)
    expect(hero).toContain('type="image/avif"')
    expect(hero).toContain('type="image/webp"')
    expect(hero).toMatch(/srcset="[^"]+ \d+w,/i)
  })

  it('gives every product card a picture with responsive AVIF and WebP sources', () => {
    const html = read('/')
    const cards = html
      .slice(html.indexOf(`id="${SECTION.products}"`), html.indexOf(`id="${SECTION.testimonials}"`))
      .split('<article')
    expect(cards.slice(1)).toHaveLength(products.length)
    for (const card of cards.slice(1)) {
      expect(card).toMatch(/<source[^>]*type="image\/avif"[^>]*srcSet="[^"]+ \d+w/)
      expect(card).toMatch(/<source[^>]*type="image\/webp"[^>]*srcSet="[^"]+ \d+w/)
      // Behind AVIF and WebP, the JPEG fallback is one src: every supported browser takes a source.
      expect(card).toMatch(/<img[^>]*src="[^"]+\.jpg"/)
      expect(card).not.toMatch(/<img[^>]*srcset=/i)
    }
  })

  it.each([...pages.map(page => page.path), '/404.html'])(
    '%s inlines the stylesheet of this build, not a stale one',
    route => {
      const current = stylesheet()
      const inlined = read(route).match(/data-href="\/(styles\.[0-9a-f]+\.css)"/)?.[1]
      expect(inlined).toBe(current)
    },
  )

  it("puts the global styles before every component's, on every page", () => {
    const css = read(`/${stylesheet()}`)
    // The global reset's first rule; a component's rule of the same weight after it wins, as written.
    const reset = css.indexOf('box-sizing:border-box')
    expect(reset).toBeGreaterThan(-1)
    expect(css.indexOf('-module--')).toBeGreaterThan(reset)
  })
})

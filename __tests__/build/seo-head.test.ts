/**
 * The <head> of every built route, as search engines and link previews read it: the static HTML in
 * public/, before any JavaScript. Compared with content/*.json, the single source of that data.
 * (jsdom environment: its DOMParser reads the HTML and the sitemap XML.)
 */
import { SOCIAL_CARD, THEME_COLOR } from '../../src/config/brand'
import { cedisOf } from '../../plugins/content-model/money'
import { builtContent } from '../fixtures/content'
import { readPublic, SITE_URL } from '../fixtures/public-files'
import { SECTION } from '../../src/config/section-ids'

const { site, products, pages } = builtContent()
/** The product on the social card: the first of the range, the lowest id. */
const cardProduct = [...products].sort((a, b) => a.id - b.id)[0]
/** Where the offers point: the page that opens at the products, else that section of the home page. */
const offersUrl = `${SITE_URL}${pages.find(page => page.section === SECTION.products)?.path ?? `/#${SECTION.products}`}`

type Json = Record<string, unknown>

const parse = (urlPath: string): Document => new DOMParser().parseFromString(readPublic(urlPath), 'text/html')
const meta = (doc: Document, key: string): (string | null)[] =>
  Array.from(doc.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)).map(element =>
    element.getAttribute('content'),
  )
/** The single value of a meta tag; fails when it is missing or repeated. */
const one = (doc: Document, key: string): string | null => {
  const values = meta(doc, key)
  expect([key, values.length]).toEqual([key, 1])
  return values[0] ?? null
}
const jsonLd = (doc: Document): Json[] =>
  Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
    script => JSON.parse(script.textContent ?? '') as Json,
  )
const graph = (doc: Document): Json[] => {
  const blocks = jsonLd(doc)
  expect(blocks).toHaveLength(1)
  expect(blocks[0]?.['@context']).toBe('https://schema.org')
  return blocks[0]?.['@graph'] as Json[]
}
const ofType = (nodes: Json[], type: string): Json[] => nodes.filter(node => node['@type'] === type)

describe.each(pages)('the built page $path', page => {
  const doc = parse(page.path)
  const url = `${SITE_URL}${page.path}`

  it('has its own title, description and canonical URL from content/pages.json', () => {
    expect(doc.title).toBe(page.title)
    expect(one(doc, 'description')).toBe(page.description)
    const canonicals = Array.from(doc.querySelectorAll('link[rel="canonical"]'))
    expect(canonicals.map(link => link.getAttribute('href'))).toEqual([url])
    expect(meta(doc, 'robots')).toEqual([])
    expect(doc.documentElement.getAttribute('lang')).toBe('en')
  })

  it('has one theme-color, the manifest, a favicon and an apple-touch-icon', () => {
    expect(one(doc, 'theme-color')).toBe(THEME_COLOR)
    // gatsby-plugin-manifest's own links: the manifest and the favicons (PNG and SVG).
    const manifests = Array.from(doc.querySelectorAll('link[rel="manifest"]'))
    expect(manifests.map(link => link.getAttribute('href'))).toEqual(['/manifest.webmanifest'])
    const icons = Array.from(doc.querySelectorAll('link[rel="icon"]')).map(link => link.getAttribute('type'))
    expect(icons.sort()).toEqual(['image/png', 'image/svg+xml'])
    expect(doc.querySelectorAll('link[rel="apple-touch-icon"]')).toHaveLength(1)
    expect(doc.querySelector('link[rel="sitemap"]')?.getAttribute('href')).toBe('/sitemap-index.xml')
  })

  it('has Open Graph and Twitter tags for a large link preview with the social card', () => {
    const image = `${SITE_URL}${SOCIAL_CARD.path}`
    expect(one(doc, 'og:type')).toBe('website')
    expect(one(doc, 'og:site_name')).toBe(site.brand)
    expect(one(doc, 'og:locale')).toBe('en_GH')
    expect(one(doc, 'og:url')).toBe(url)
    expect(one(doc, 'og:title')).toBe(page.title)
    expect(one(doc, 'og:description')).toBe(page.description)
    expect(one(doc, 'og:image')).toBe(image)
    expect(one(doc, 'og:image')).toMatch(/^https?:\/\//)
    expect(one(doc, 'og:image:width')).toBe('1200')
    expect(one(doc, 'og:image:height')).toBe('630')
    expect(one(doc, 'og:image:alt')).toContain(site.brand)
    expect(one(doc, 'og:image:alt')).toContain(cardProduct?.imageAlt)
    expect(one(doc, 'twitter:card')).toBe('summary_large_image')
    expect(one(doc, 'twitter:title')).toBe(page.title)
    expect(one(doc, 'twitter:description')).toBe(page.description)
    expect(one(doc, 'twitter:image')).toBe(image)
  })

  it('has structured data for the business, matching content/site.json, with what Google requires', () => {
    const [business, ...others] = ofType(graph(doc), 'LocalBusiness')
    expect(others).toEqual([])
    // Required by Google for LocalBusiness: name and address.
    expect(business).toMatchObject({
      name: site.brand,
      address: {
        '@type': 'PostalAddress',
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        addressCountry: site.address.countryCode,
      },
    })
    expect(business).toMatchObject({
      url: `${SITE_URL}/`,
      telephone: site.phone.tel,
      email: site.email,
      sameAs: site.social.map(profile => profile.url),
      logo: expect.stringMatching(new RegExp(`^${SITE_URL}/.+\\.png$`)),
    })
  })

  it("names each product's image as the file its card shows (the card's own image arguments)", () => {
    const shown = new Map(
      [...doc.querySelectorAll(`#${SECTION.products} article`)].map(card => [
        card.querySelector('h3')?.textContent,
        `${SITE_URL}${card.querySelector('img')?.getAttribute('src')}`,
      ]),
    )
    const productNodes = ofType(graph(doc), 'Product')
    expect(productNodes.map(product => product.image)).toEqual(
      productNodes.map(product => shown.get(product.name as string)),
    )
  })

  it('has one Product with an Offer per product, with prices as numbers in GHS', () => {
    const nodes = graph(doc)
    const productNodes = ofType(nodes, 'Product')
    expect(productNodes.map(product => product.name)).toEqual(products.map(product => product.name))
    expect(productNodes.map(product => (product.offers as Json).price)).toEqual(
      products.map(product => cedisOf(product.price)),
    )
    productNodes.forEach((product, index) => {
      // Required by Google for product snippets: name, and offers with price and priceCurrency.
      expect(product).toMatchObject({
        name: products[index]?.name,
        description: products[index]?.description,
        image: expect.stringMatching(new RegExp(`^${SITE_URL}/static/.+\\.jpg$`)),
        offers: {
          '@type': 'Offer',
          price: cedisOf(products[index]!.price),
          priceCurrency: 'GHS',
          availability: `https://schema.org/${
            products[index]!.inStock === false
              ? products[index]!.nextHarvest
                ? 'PreOrder'
                : 'OutOfStock'
              : 'InStock'
          }`,
          url: offersUrl,
        },
      })
      // The delivery and each way to pay are said once in the graph and referred to by their @id.
      const typesOf = (references: unknown) =>
        [references]
          .flat()
          .map(reference => nodes.find(node => node['@id'] === (reference as Json)['@id'])?.['@type'])
      const offer = product.offers as Json
      expect(typesOf(offer.shippingDetails)).toEqual(['OfferShippingDetails'])
      expect(typesOf(offer.acceptedPaymentMethod)).toEqual(
        [site.ordering.payment.cashOnDelivery, site.ordering.payment.momo]
          .filter(Boolean)
          .map(() => 'PaymentMethod'),
      )
    })
  })

  it('gives the business its opening hours, the areas it delivers to and the languages it answers in', () => {
    const [business] = ofType(graph(doc), 'LocalBusiness')
    expect(business).toMatchObject({
      openingHoursSpecification: expect.arrayContaining([
        expect.objectContaining({ '@type': 'OpeningHoursSpecification' }),
      ]),
      areaServed: site.ordering.delivery.areas.map(({ area }) => area),
      knowsLanguage: site.ordering.languages.map(name => ({ '@type': 'Language', name })),
    })
  })

  it('does not mark up the testimonials as reviews (self-serving reviews are ineligible)', () => {
    const text = JSON.stringify(jsonLd(doc))
    expect(text).not.toMatch(/"(Review|AggregateRating)"|"review"|"aggregateRating"/)
  })
})

describe('the built 404 page', () => {
  const doc = parse('/404.html')

  it('asks not to be indexed and has no canonical, link-preview tags or structured data', () => {
    expect(meta(doc, 'robots')).toEqual(['noindex'])
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull()
    expect(meta(doc, 'og:url')).toEqual([])
    expect(jsonLd(doc)).toEqual([])
    expect(one(doc, 'theme-color')).toBe(THEME_COLOR)
  })
})

describe('the sitemap', () => {
  const xml = (urlPath: string): Document =>
    new DOMParser().parseFromString(readPublic(urlPath), 'application/xml')
  const locs = (doc: Document): (string | null)[] =>
    Array.from(doc.getElementsByTagName('loc')).map(loc => loc.textContent)

  it('has an index pointing at its one sitemap by absolute URL', () => {
    expect(locs(xml('/sitemap-index.xml'))).toEqual([`${SITE_URL}/sitemap-0.xml`])
  })

  it('lists exactly the routes of content/pages.json, with absolute URLs, and no 404 page', () => {
    const listed = locs(xml('/sitemap-0.xml'))
    expect([...listed].sort()).toEqual(pages.map(page => `${SITE_URL}${page.path}`).sort())
    expect(listed.join(' ')).not.toContain('404')
  })
})

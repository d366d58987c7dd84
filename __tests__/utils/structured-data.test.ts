import { buildStructuredData, serializeJsonLd } from '../../src/utils/structured-data'
import { products, site } from '../fixtures/landing-page'

type Json = Record<string, unknown>

const SITE_URL = 'https://drobonsofarms.com'
const build = (overrides: Partial<Parameters<typeof buildStructuredData>[0]> = {}) =>
  buildStructuredData({
    siteUrl: SITE_URL,
    business: site,
    products: products.map(product => ({ ...product, image: `/static/${product.productId}.jpg` })),
    productsPath: '/product/',
    logoPath: '/icons/icon-512x512.png',
    imagePath: '/social-card.jpg',
    ...overrides,
  })
const prices = products.map(product => product.priceCedis)
const nodes = (data: Json, type: string): Json[] =>
  (data['@graph'] as Json[]).filter(node => node['@type'] === type)

describe('buildStructuredData', () => {
  it('describes the farm as a LocalBusiness from the content data', () => {
    const [business] = nodes(build(), 'LocalBusiness')
    expect(business).toEqual({
      '@type': 'LocalBusiness',
      '@id': `${SITE_URL}/#business`,
      name: site.brand,
      description: site.tagline,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/icons/icon-512x512.png`,
      image: `${SITE_URL}/social-card.jpg`,
      telephone: site.phone.tel,
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        addressCountry: site.address.countryCode,
      },
      sameAs: site.social.map(profile => profile.url),
      priceRange: `GHS ${Math.min(...prices)}–${Math.max(...prices)}`,
    })
  })

  it('gives every product an in-stock Offer in GHS with the price as a number, sold by the farm', () => {
    expect(nodes(build(), 'Product')).toEqual(
      products.map(product => ({
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: `${SITE_URL}/static/${product.productId}.jpg`,
        brand: { '@type': 'Brand', name: site.brand },
        offers: {
          '@type': 'Offer',
          price: product.priceCedis,
          priceCurrency: 'GHS',
          availability: 'https://schema.org/InStock',
          url: `${SITE_URL}/product/`,
          seller: { '@id': `${SITE_URL}/#business` },
        },
      })),
    )
  })

  it('names the site after the brand, published by the farm', () => {
    expect(nodes(build(), 'WebSite')).toEqual([
      {
        '@type': 'WebSite',
        '@id': `${SITE_URL}/#website`,
        name: site.brand,
        url: `${SITE_URL}/`,
        publisher: { '@id': `${SITE_URL}/#business` },
      },
    ])
  })

  it('follows the content: a new phone number or product shows up in the markup', () => {
    const data = build({
      business: { ...site, phone: { tel: '+233241234567' } },
      products: [{ name: 'Okro Four', description: 'New', priceCedis: 45 }],
    })
    expect(nodes(data, 'LocalBusiness')[0]?.telephone).toBe('+233241234567')
    expect(nodes(data, 'Product')).toEqual([
      expect.objectContaining({ name: 'Okro Four', offers: expect.objectContaining({ price: 45 }) }),
    ])
    expect(nodes(data, 'Product')[0]).not.toHaveProperty('image')
  })

  it('never marks up reviews or ratings', () => {
    expect(JSON.stringify(build())).not.toMatch(/review|rating/i)
  })
})

describe('serializeJsonLd', () => {
  it('cannot be broken out of its <script> by content, and still parses to the same data', () => {
    const data = { name: 'Okro </script><script>alert(1)</script> & <b>' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual(data)
  })
})

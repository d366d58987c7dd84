import type { Graph, Thing } from 'schema-dts'
import { buildStructuredData } from '../../plugins/content-source/structured-data/structured-data'
import { cedisOf } from '../../plugins/content-model/money'
import { LOGO_PATH, SOCIAL_CARD } from '../../src/config/brand'
import { builtContent, frozenContent } from '../fixtures/content'

type Json = Record<string, unknown>

const { site, products } = builtContent()
const { ordering } = site

const SITE_URL = 'https://drobonsofarms.com'
const build = (overrides: Partial<Parameters<typeof buildStructuredData>[0]> = {}) =>
  buildStructuredData({
    siteUrl: SITE_URL,
    site,
    products: products.map(product => ({ ...product, image: `/static/${product.id}.jpg` })),
    productsPath: '/product/',
    ...overrides,
  })
const prices = products.map(product => cedisOf(product.price))

/** The graph with each { "@id" } reference to a node of these types replaced by the node, as a reader follows it. */
function dereferenced(data: Graph, types: string[]): Json[] {
  const graph = data['@graph'] as unknown as Json[]
  const byId = new Map(
    graph
      .filter(node => node['@id'] && types.includes(node['@type'] as string))
      .map(node => [node['@id'], node]),
  )
  const follow = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(follow)
    if (!value || typeof value !== 'object') return value
    const keys = Object.keys(value)
    const id = (value as Json)['@id']
    if (keys.length === 1 && byId.has(id)) return follow(byId.get(id))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, follow(item)]))
  }
  return graph.map(node => follow(node) as Json)
}
const nodes = (data: Graph, type: string, graph = data['@graph'] as unknown as Json[]): Json[] =>
  graph.filter(node => node['@type'] === type)
/** A node as it was before it got an @id to be referenced by. */
const withoutId = ({ '@id': _id, ...node }: Json): Json => node

describe('buildStructuredData', () => {
  it('describes the farm as a LocalBusiness from the content data', () => {
    const [business] = nodes(build(), 'LocalBusiness')
    expect(business).toEqual({
      '@type': 'LocalBusiness',
      '@id': `${SITE_URL}/#business`,
      name: site.brand,
      description: site.tagline,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}${LOGO_PATH}`,
      image: `${SITE_URL}${SOCIAL_CARD.path}`,
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
      openingHoursSpecification: expect.any(Array),
      areaServed: ordering.delivery.areas.map(({ area }) => area),
      knowsLanguage: ordering.languages.map(name => ({ '@type': 'Language', name })),
    })
  })

  it('gives the business its opening hours, one specification per span of days', () => {
    const [business] = nodes(
      build({
        site: { ...site, ordering: { ...ordering, hours: ['Mo-Fr,Su 07:00-19:00', 'Sa 09:00-13:00'] } },
      }),
      'LocalBusiness',
    )
    const day = (name: string) => `https://schema.org/${name}`
    expect(business?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day),
        opens: '07:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Sunday')], opens: '07:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '09:00', closes: '13:00' },
    ])
  })

  it('gives every product an Offer in GHS with the price as a number, its stock, delivery and payment', () => {
    const frozen = frozenContent()
    // One entry for Ghana: entries for one destination are a buyer's choice, so one per area offered all of it free delivery.
    const delivery = {
      '@type': 'OfferShippingDetails',
      name: 'Delivery in Ghana',
      description:
        'One delivery fee per order, whatever the number of packs: Drobonso and Mampong (Ashanti): Free, 1 day; ' +
        'Kumasi: GH20, 1–2 days; Accra: GH35, 2–3 days; Takoradi: GH40, 2–4 days; Tamale: GH45, 3–5 days',
      shippingRate: { '@type': 'MonetaryAmount', minValue: 0, maxValue: 45, currency: 'GHS' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'GH' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 5, unitCode: 'DAY' },
      },
    }
    const data = build({
      site: { ...site, address: frozen.site.address, ordering: frozen.site.ordering },
      products: frozen.products,
    })
    // Followed through its references, each Offer says all it said when it repeated them.
    const offers = nodes(data, 'Product', dereferenced(data, ['OfferShippingDetails', 'PaymentMethod'])).map(
      product => product.offers as Json,
    )
    expect(offers.map(offer => offer.price)).toEqual([15, 25, 35])
    const [offer] = offers.map(offer => ({
      ...offer,
      shippingDetails: withoutId(offer.shippingDetails as Json),
      acceptedPaymentMethod: (offer.acceptedPaymentMethod as Json[]).map(withoutId),
    }))
    expect(offer).toEqual({
      '@type': 'Offer',
      price: 15,
      priceCurrency: 'GHS',
      availability: 'https://schema.org/InStock',
      url: `${SITE_URL}/product/`,
      seller: { '@id': `${SITE_URL}/#business` },
      shippingDetails: delivery,
      acceptedPaymentMethod: [
        {
          '@type': 'PaymentMethod',
          name: 'Cash on delivery',
          description: 'Pay in cash on delivery',
          paymentMethodType: 'https://schema.org/COD',
        },
        {
          '@type': 'PaymentMethod',
          name: 'MTN Mobile Money',
          description: 'Pay by MTN MoMo before dispatch or on delivery',
          paymentMethodType: 'https://schema.org/PhoneCarrierPayment',
        },
      ],
    })
  })

  it('says the delivery and each way to pay once, and every Offer refers to them by @id', () => {
    const graph = build()['@graph'] as unknown as Json[]
    const shared = graph.filter(node =>
      ['OfferShippingDetails', 'PaymentMethod'].includes(node['@type'] as string),
    )
    expect(shared).toHaveLength(
      1 + (ordering.payment.cashOnDelivery ? 1 : 0) + (ordering.payment.momo ? 1 : 0),
    )
    const ids = shared.map(node => node['@id'])
    expect(new Set(ids).size).toBe(ids.length)
    for (const product of graph.filter(node => node['@type'] === 'Product')) {
      const offer = product.offers as Json
      expect([offer.shippingDetails, ...(offer.acceptedPaymentMethod as Json[])]).toEqual(
        ids.map(id => ({ '@id': id })),
      )
    }
  })

  it('marks a sold-out product OutOfStock, or PreOrder when it has a next harvest to reserve from', () => {
    const [first] = products
    const offer = (change: { inStock: boolean; nextHarvest?: string }) =>
      nodes(build({ products: [{ ...first!, image: null, ...change }] }), 'Product')[0]?.offers as Json
    expect(offer({ inStock: true }).availability).toBe('https://schema.org/InStock')
    expect(offer({ inStock: false, nextHarvest: undefined }).availability).toBe(
      'https://schema.org/OutOfStock',
    )
    expect(offer({ inStock: false, nextHarvest: 'March' }).availability).toBe('https://schema.org/PreOrder')
  })

  it("names the farm's FDA Ghana registration only when set", () => {
    const identifier = (fdaNumber: string | undefined) =>
      nodes(build({ site: { ...site, fdaNumber } }), 'LocalBusiness')[0]?.identifier
    expect(identifier('FDA/DK.26-0001')).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'FDA Ghana registration',
      value: 'FDA/DK.26-0001',
    })
    expect(identifier(undefined)).toBeUndefined()
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
      site: { ...site, phone: { ...site.phone, tel: '+233241234567' } },
      products: [{ name: 'Okro Four', description: 'New', price: 'GH45' }],
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

/**
 * schema.org's definitions as schema-dts types them: each type the markup uses and each of its
 * properties is checked by tsc against them (`satisfies`), and the walk below checks the built
 * markup uses no type or property outside these lists, so nothing it says is unknown to schema.org.
 */
type SchemaType = Exclude<Thing, string>['@type']
type PropertiesOf<T extends SchemaType> = Exclude<
  keyof Extract<Exclude<Thing, string>, { '@type': T }>,
  '@type'
>
const PROPERTIES = {
  LocalBusiness: [
    '@id',
    'name',
    'description',
    'url',
    'logo',
    'image',
    'telephone',
    'email',
    'address',
    'sameAs',
    'priceRange',
    'openingHoursSpecification',
    'areaServed',
    'knowsLanguage',
    'identifier',
  ],
  PostalAddress: ['addressLocality', 'addressRegion', 'addressCountry'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  Language: ['name'],
  WebSite: ['@id', 'name', 'url', 'publisher'],
  Product: ['name', 'description', 'image', 'brand', 'offers'],
  PropertyValue: ['name', 'propertyID', 'value'],
  Brand: ['name'],
  Offer: [
    'price',
    'priceCurrency',
    'availability',
    'url',
    'seller',
    'shippingDetails',
    'acceptedPaymentMethod',
  ],
  OfferShippingDetails: ['@id', 'name', 'description', 'shippingRate', 'shippingDestination', 'deliveryTime'],
  MonetaryAmount: ['minValue', 'maxValue', 'currency'],
  DefinedRegion: ['addressCountry'],
  ShippingDeliveryTime: ['transitTime'],
  QuantitativeValue: ['minValue', 'maxValue', 'unitCode'],
  PaymentMethod: ['@id', 'name', 'description', 'paymentMethodType'],
} as const satisfies { [T in SchemaType]?: readonly PropertiesOf<T>[] }

/** Every node in the markup as [its @type, its properties], nested ones included. */
function walk(value: unknown, found: [string, string[]][] = []): [string, string[]][] {
  if (Array.isArray(value)) value.forEach(item => walk(item, found))
  else if (value && typeof value === 'object') {
    const { '@type': type, ...rest } = value as Json
    if (typeof type === 'string') found.push([type, Object.keys(rest)])
    Object.values(rest).forEach(item => walk(item, found))
  }
  return found
}

describe('against schema.org', () => {
  const [first, ...others] = products
  it.each<[string, Graph]>([
    ['the content', build()],
    [
      'a sold-out product, MoMo only',
      build({
        site: { ...site, ordering: { ...ordering, payment: { ...ordering.payment, cashOnDelivery: false } } },
        products: [
          { ...first!, image: null, inStock: false, nextHarvest: 'March' },
          ...others.map(product => ({ ...product, image: null })),
        ],
      }),
    ],
  ])('uses only types and properties schema.org defines (%s)', (_case, graph) => {
    const used = walk(graph['@graph'])
    expect(used.length).toBeGreaterThan(10)
    for (const [type, properties] of used) {
      expect(PROPERTIES).toHaveProperty([type])
      const known: readonly string[] = PROPERTIES[type as keyof typeof PROPERTIES]
      expect([type, properties.filter(property => !known.includes(property))]).toEqual([type, []])
    }
  })

  it('writes times, days and enumerations in the forms schema.org gives', () => {
    const used = JSON.stringify(build())
    for (const [, time] of used.matchAll(/"(?:opens|closes)":"([^"]*)"/g)) expect(time).toMatch(/^\d\d:\d\d$/)
    for (const [, url] of used.matchAll(/"(?:availability|paymentMethodType)":"([^"]*)"/g))
      expect(url).toMatch(/^https:\/\/schema\.org\/[A-Z][A-Za-z]+$/)
  })
})

/** Testimonials get no Review markup: Google calls reviews a business publishes of itself self-serving. */
import type {
  DayOfWeek,
  Graph,
  ItemAvailability,
  LocalBusiness,
  Offer,
  OfferShippingDetails,
  OpeningHoursSpecification,
  PaymentMethod,
  Product,
  WebSite,
} from 'schema-dts'
import { ORDERING_TEXT, daysText, deliveryDays, feeText, momoWhenText } from '../data-layer/ordering'
import { WEEK_DAYS, type WeekDay, parseHours } from '../../content-model/calendar'
import { cedisOf } from '../../content-model/money'
import type { Content } from '../../content-model/schema'
import { LOGO_PATH, SOCIAL_CARD } from '../../../src/config/brand'

type Site = Content['site.json']
type Ordering = Site['ordering']
type ProductData = Pick<
  Content['products.json'][number],
  'name' | 'description' | 'price' | 'inStock' | 'nextHarvest'
> & {
  /** Root-relative URL of the photo the product's card shows. */
  image?: string | null
}

interface StructuredDataInput {
  /** Absolute origin, without a trailing slash. */
  siteUrl: string
  site: Site
  products: readonly ProductData[]
  productsPath: string
}

const absolute = (siteUrl: string, path: string): string => new URL(path, `${siteUrl}/`).toString()

const dayUrl = (day: WeekDay): DayOfWeek => `https://schema.org/${ORDERING_TEXT.dayNames[day]}`

const openingHours = (lines: readonly string[]): OpeningHoursSpecification[] =>
  lines.flatMap(line => {
    const hours = parseHours(line)
    if (!hours) return []
    return hours.spans.map(([from, to]) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: WEEK_DAYS.slice(WEEK_DAYS.indexOf(from), WEEK_DAYS.indexOf(to) + 1).map(dayUrl),
      opens: hours.opens,
      closes: hours.closes,
    }))
  })

const availability = (product: ProductData): ItemAvailability =>
  product.inStock !== false
    ? 'https://schema.org/InStock'
    : product.nextHarvest
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/OutOfStock'

function paymentMethods(home: string, { cashOnDelivery, momo }: Ordering['payment']): PaymentMethod[] {
  const methods: PaymentMethod[] = []
  if (cashOnDelivery)
    methods.push({
      '@type': 'PaymentMethod',
      '@id': `${home}#payment-cash`,
      name: 'Cash on delivery',
      description: `Pay ${ORDERING_TEXT.payInCash}`,
      paymentMethodType: 'https://schema.org/COD',
    })
  // Mobile money is paid from the buyer's phone account, which schema.org calls a phone carrier payment.
  if (momo)
    methods.push({
      '@type': 'PaymentMethod',
      '@id': `${home}#payment-momo`,
      name: `${momo.network} Mobile Money`,
      description: `Pay ${ORDERING_TEXT.payByMomo(momo.network, momoWhenText(momo.when))}`,
      paymentMethodType: 'https://schema.org/PhoneCarrierPayment',
    })
  return methods
}

// One entry for the country, each area's fee and time in its words: Google takes no Ghanaian regions and reads entries
// for one destination as the buyer's choice, so one per area offered all of Ghana the free next-day delivery of one.
function shippingDetails(home: string, { ordering, address }: Site): OfferShippingDetails {
  const { areas } = ordering.delivery
  const fees = areas.map(({ fee }) => cedisOf(fee))
  const days = deliveryDays(areas)
  return {
    '@type': 'OfferShippingDetails',
    '@id': `${home}#delivery`,
    name: `Delivery in ${address.country}`,
    description: `One delivery fee per order, whatever the number of packs: ${areas
      .map(({ area, fee, days }) => `${area}: ${feeText(fee)}, ${daysText(days)}`)
      .join('; ')}`,
    shippingRate: {
      '@type': 'MonetaryAmount',
      minValue: Math.min(...fees),
      maxValue: Math.max(...fees),
      currency: 'GHS',
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: address.countryCode },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      transitTime: { '@type': 'QuantitativeValue', minValue: days.min, maxValue: days.max, unitCode: 'DAY' },
    },
  }
}

/** Said once and referenced by @id: each Offer names the same delivery and ways to pay. */
const references = (nodes: readonly { '@id'?: string }[]) => nodes.map(node => ({ '@id': node['@id']! }))

export function buildStructuredData(input: StructuredDataInput): Graph {
  const { siteUrl, site: business, products, productsPath } = input
  const home = absolute(siteUrl, '/')
  const businessId = `${home}#business`
  const prices = products.map(product => cedisOf(product.price))

  const { ordering } = business
  const localBusiness: LocalBusiness = {
    '@type': 'LocalBusiness',
    '@id': businessId,
    name: business.brand,
    description: business.tagline,
    url: home,
    logo: absolute(siteUrl, LOGO_PATH),
    image: absolute(siteUrl, SOCIAL_CARD.path),
    telephone: business.phone.tel,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.countryCode,
    },
    sameAs: business.social.map(profile => profile.url),
    ...(prices.length > 0 && { priceRange: `GHS ${Math.min(...prices)}–${Math.max(...prices)}` }),
    openingHoursSpecification: openingHours(ordering.hours),
    areaServed: ordering.delivery.areas.map(({ area }) => area),
    knowsLanguage: ordering.languages.map(name => ({ '@type': 'Language' as const, name })),
    ...(business.fdaNumber && {
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'FDA Ghana registration',
        value: business.fdaNumber,
      },
    }),
  }

  // Lets Google show the brand as the site name in results.
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: business.brand,
    url: home,
    publisher: { '@id': businessId },
  }

  const shipping = shippingDetails(home, business)
  const payment = paymentMethods(home, ordering.payment)
  const productNodes: Product[] = products.map((product, index) => ({
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(product.image && { image: absolute(siteUrl, product.image) }),
    brand: { '@type': 'Brand', name: business.brand },
    offers: {
      '@type': 'Offer',
      price: prices[index]!,
      priceCurrency: 'GHS',
      availability: availability(product),
      url: absolute(siteUrl, productsPath),
      seller: { '@id': businessId },
      shippingDetails: { '@id': shipping['@id']! },
      acceptedPaymentMethod: references(payment),
    } satisfies Offer,
  }))

  return {
    '@context': 'https://schema.org',
    '@graph': [localBusiness, website, shipping, ...payment, ...productNodes],
  }
}

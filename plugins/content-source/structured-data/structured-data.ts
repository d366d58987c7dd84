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
import { momoWhenText } from '../data-layer/ordering'
import { ORDERING_TEXT } from '../data-layer/ordering-text'
import { type WeekDay, parseDays, parseHours } from '../../content-model/calendar'
import { cedisOf } from '../../content-model/money'

type Business = Queries.StructuredDataSiteFragment
type OrderingData = Business['ordering']
type ProductData = Queries.StructuredDataProductFragment & {
  /** Root-relative URL of the product photo. */
  image?: string | null
}

interface StructuredDataInput {
  /** Absolute origin, without a trailing slash. */
  siteUrl: string
  business: Business
  products: readonly ProductData[]
  productsPath: string
  logoPath: string
  imagePath: string
}

const absolute = (siteUrl: string, path: string): string => new URL(path, `${siteUrl}/`).toString()

const DAY_URLS: Record<WeekDay, DayOfWeek> = {
  Mo: 'https://schema.org/Monday',
  Tu: 'https://schema.org/Tuesday',
  We: 'https://schema.org/Wednesday',
  Th: 'https://schema.org/Thursday',
  Fr: 'https://schema.org/Friday',
  Sa: 'https://schema.org/Saturday',
  Su: 'https://schema.org/Sunday',
}

const openingHours = (lines: readonly string[]): OpeningHoursSpecification[] =>
  lines.flatMap(line => {
    const hours = parseHours(line)
    if (!hours) return []
    const days = Object.keys(DAY_URLS) as WeekDay[]
    return hours.spans.map(([from, to]) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: days.slice(days.indexOf(from), days.indexOf(to) + 1).map(day => DAY_URLS[day]),
      opens: hours.opens,
      closes: hours.closes,
    }))
  })

export const availability = (product: Pick<ProductData, 'inStock' | 'nextHarvest'>): ItemAvailability =>
  product.inStock
    ? 'https://schema.org/InStock'
    : product.nextHarvest
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/OutOfStock'

function paymentMethods({ cashOnDelivery, momo }: OrderingData['payment']): PaymentMethod[] {
  const methods: PaymentMethod[] = []
  if (cashOnDelivery)
    methods.push({
      '@type': 'PaymentMethod',
      name: 'Cash on delivery',
      description: `Pay ${ORDERING_TEXT.payInCash}`,
      paymentMethodType: 'https://schema.org/COD',
    })
  // Mobile money is paid from the buyer's phone account, which schema.org calls a phone carrier payment.
  if (momo)
    methods.push({
      '@type': 'PaymentMethod',
      name: `${momo.network} Mobile Money`,
      description: `Pay ${ORDERING_TEXT.payByMomo(momo.network, momoWhenText(momo.when))}`,
      paymentMethodType: 'https://schema.org/PhoneCarrierPayment',
    })
  return methods
}

const shippingDetails = ({ areas }: OrderingData['delivery'], countryCode: string): OfferShippingDetails[] =>
  areas.map(({ area, fee, days }) => {
    const { min, max } = parseDays(days)
    return {
      '@type': 'OfferShippingDetails',
      name: area,
      description: ORDERING_TEXT.perOrder,
      shippingRate: {
        '@type': 'MonetaryAmount',
        value: cedisOf(fee),
        currency: 'GHS',
      },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: countryCode },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        transitTime: { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' },
      },
    }
  })

export function buildStructuredData({
  siteUrl,
  business,
  products,
  productsPath,
  logoPath,
  imagePath,
}: StructuredDataInput): Graph {
  const home = absolute(siteUrl, '/')
  const businessId = `${home}#business`
  const prices = products.map(product => product.priceCedis)

  const { ordering } = business
  const localBusiness: LocalBusiness = {
    '@type': 'LocalBusiness',
    '@id': businessId,
    name: business.brand,
    description: business.tagline,
    url: home,
    logo: absolute(siteUrl, logoPath),
    image: absolute(siteUrl, imagePath),
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

  const shipping = shippingDetails(ordering.delivery, business.address.countryCode)
  const payment = paymentMethods(ordering.payment)
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
      shippingDetails: shipping,
      acceptedPaymentMethod: payment,
    } satisfies Offer,
  }))

  return { '@context': 'https://schema.org', '@graph': [localBusiness, website, ...productNodes] }
}

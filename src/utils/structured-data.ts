/**
 * The page's schema.org structured data (JSON-LD), built from the same content the page renders
 * so the phone number and prices in search results can never drift from the ones on the page.
 *
 * Google's rich-result rules this follows:
 * - LocalBusiness requires `name` and `address` (telephone, url, image recommended).
 * - Product snippets require `name` and one of `offers`, `review`, `aggregateRating`; we give offers.
 * - Testimonials are deliberately NOT marked up as Review/AggregateRating: reviews a business
 *   publishes about itself are "self-serving" and ineligible, and can earn a manual action.
 */
import { scriptSafeJson } from './script-safe-json'

/** The product fields the markup needs, as the schema gives them. */
export type ProductData = Pick<Queries.ProductsJson, 'name' | 'description' | 'priceCedis'> & {
  /** Root-relative URL of the product photo, e.g. /static/…/powdered-okro-one.jpg. */
  image?: string | null
}

export interface StructuredDataInput {
  /** Absolute origin, without a trailing slash. */
  siteUrl: string
  /** The business fields the markup needs (Seo's fragment). */
  business: Queries.SeoSiteFragment
  products: readonly ProductData[]
  /** Root-relative path of the page that lists the products (the offers' URL), e.g. /product/. */
  productsPath: string
  /** Root-relative paths of the logo and of a representative image (the social card). */
  logoPath: string
  imagePath: string
}

type JsonLd = Record<string, unknown>

/** A root-relative path made absolute on the deployed origin. */
const absolute = (siteUrl: string, path: string): string => new URL(path, `${siteUrl}/`).toString()

export function buildStructuredData({
  siteUrl,
  business,
  products,
  productsPath,
  logoPath,
  imagePath,
}: StructuredDataInput): JsonLd {
  const home = absolute(siteUrl, '/')
  const businessId = `${home}#business`
  const prices = products.map(product => product.priceCedis)

  const localBusiness: JsonLd = {
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
  }

  // Lets Google show the brand as the site name in results.
  const website: JsonLd = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: business.brand,
    url: home,
    publisher: { '@id': businessId },
  }

  const productNodes: JsonLd[] = products.map((product, index) => ({
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(product.image && { image: absolute(siteUrl, product.image) }),
    brand: { '@type': 'Brand', name: business.brand },
    offers: {
      '@type': 'Offer',
      price: prices[index],
      priceCurrency: 'GHS',
      availability: 'https://schema.org/InStock',
      url: absolute(siteUrl, productsPath),
      seller: { '@id': businessId },
    },
  }))

  return { '@context': 'https://schema.org', '@graph': [localBusiness, website, ...productNodes] }
}

/** JSON for an inline <script type="application/ld+json">, safe from content that holds "</script>". */
export const serializeJsonLd = (data: JsonLd): string => scriptSafeJson(data)

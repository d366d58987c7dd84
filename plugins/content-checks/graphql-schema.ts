/**
 * The content model as GraphQL, for gatsby-node.ts's createSchemaCustomization. Every type is
 * declared (@dontInfer) so a typo in content/*.json cannot silently change the schema, and every
 * field has a description: this is what a developer reads in GraphiQL (/___graphql).
 *
 * The zod schemas (content-schema.ts) are the source of each file's shape; Gatsby needs this second
 * declaration, and __tests__/content/graphql-schema.test.ts proves the two agree field by field.
 */
import { cedisFromPrice } from './content-schema'

/**
 * `@cedis(from: "price")`: the field holds the named "GH15"-style price as a number of cedis. The
 * price format is defined once, in content-schema.ts.
 */
export const cedisExtension = {
  name: 'cedis',
  args: { from: 'String!' },
  extend: ({ from }: { from: string }) => ({
    resolve: (source: Record<string, unknown>): number => cedisFromPrice(String(source[from])),
  }),
}

/** `@missingIsTrue`: a yes-or-no field the content may leave out, which then means yes (true). */
export const missingIsTrueExtension = {
  name: 'missingIsTrue',
  extend: () => ({
    resolve: (
      source: Record<string, unknown>,
      _args: unknown,
      _context: unknown,
      info: { fieldName: string },
    ) => source[info.fieldName] !== false,
  }),
}

export const typeDefs = `
  """Settings from gatsby-config.ts."""
  type SiteSiteMetadata {
    "Absolute origin of the deployed site, without a trailing slash (SITE_URL overrides it)."
    siteUrl: String!
  }

  """Site-wide settings and copy, from content/site.json. The farm edits contact data here."""
  type SiteJson implements Node @dontInfer {
    "Brand name shown in the header, footer and page titles."
    brand: String!
    "Short line describing the farm, used in metadata."
    tagline: String!
    "The phone number visitors call to buy."
    phone: SiteJsonPhone!
    "WhatsApp number in international format (e.g. +233200000000); the Buy Now dialog offers a WhatsApp order only when it is set."
    whatsapp: String
    "Email address shown in the footer as a mailto: link."
    email: String!
    "Where the farm is."
    address: SiteJsonAddress!
    "Social profiles linked from the footer."
    social: [SiteJsonSocial!]!
    "Year in the footer's copyright notice."
    copyrightYear: Int!
    "Navigation labels, in order. Each links to the section whose id is the label lower-cased without spaces."
    nav: [String!]!
    "Copy and image of the hero section."
    hero: SiteJsonHero!
    "Copy of the About Us section."
    about: SiteJsonAbout!
    "The story video and its caption (Services section)."
    story: SiteJsonStory!
    "Heading and intro of the Products section."
    productsSection: SiteJsonSectionCopy!
    "Heading and intro of the Testimonials section."
    testimonialsSection: SiteJsonSectionCopy!
    "Footer copy."
    footer: SiteJsonFooter!
    "How to order: when calls are answered, in which languages, how to pay and where the farm delivers."
    ordering: SiteJsonOrdering!
  }

  """How to order, shown beside the products and summed up in each Buy Now dialog."""
  type SiteJsonOrdering {
    "When a call is answered, one line per set of days in schema.org's form, e.g. Mo-Sa 07:00-19:00."
    hours: [String!]!
    "Languages a call is answered in, e.g. English, Twi."
    languages: [String!]!
    "How buyers pay."
    payment: SiteJsonPayment!
    "Where the farm delivers, at what fee and how fast."
    delivery: SiteJsonDelivery!
  }

  """How buyers pay: cash on delivery, mobile money, or both."""
  type SiteJsonPayment {
    "True when buyers can pay in cash on delivery."
    cashOnDelivery: Boolean!
    "The mobile money account, when the farm takes mobile money."
    momo: SiteJsonMomo
    "The safety sentence shown with the payment, e.g. Only pay to this number, in this name."
    safety: String!
  }

  """A mobile money (MoMo) account."""
  type SiteJsonMomo {
    "Network: MTN, Telecel or AT."
    network: String!
    "Merchant or account name exactly as the buyer's phone shows it when paying."
    merchantName: String!
    "Ghanaian mobile number, e.g. 024 000 0000."
    number: String!
  }

  """Where the farm delivers."""
  type SiteJsonDelivery {
    "One entry per area, with its fee and delivery time."
    areas: [SiteJsonDeliveryArea!]!
    "One line about orders from abroad, when the farm takes them."
    abroad: String
  }

  """A delivery area."""
  type SiteJsonDeliveryArea {
    "Town or region, e.g. Kumasi."
    area: String!
    "Fee as shown, GH followed by whole cedis (e.g. GH20), or free."
    fee: String!
    "Delivery time in days, a number or a range, e.g. 2-4."
    days: String!
  }

  """A phone number in two forms."""
  type SiteJsonPhone {
    "As people read it, e.g. +233 20 000 0000."
    display: String!
    "E.164 form used in tel: links, e.g. +233200000000."
    tel: String!
  }

  """A postal address."""
  type SiteJsonAddress {
    "Town, e.g. Drobonso."
    locality: String!
    "Region, e.g. Ashanti Region."
    region: String!
    "Country name, e.g. Ghana."
    country: String!
    "ISO 3166-1 alpha-2 country code, e.g. GH."
    countryCode: String!
  }

  """A social network profile."""
  type SiteJsonSocial {
    "Network name, shown as the link text, e.g. Instagram."
    network: String!
    "Full https:// URL of the profile."
    url: String!
  }

  """Copy and image of the hero section (#home)."""
  type SiteJsonHero {
    "The animated word of the headline."
    animatedWord: String!
    "The headline's second line."
    subtitle: String!
    "Paragraph about the fortified blend."
    text: String!
    "Hero image, relative to content/site.json."
    image: File! @fileByRelativePath
    "Description of the hero image for screen readers."
    imageAlt: String!
  }

  """Copy of the About Us section (#aboutus)."""
  type SiteJsonAbout {
    "Small heading above the title."
    heading: String!
    "The section's main title."
    title: String!
    "The farm's story, one entry per paragraph."
    paragraphs: [String!]!
    "Badge figure, e.g. 100%."
    badgeValue: String!
    "Badge caption."
    badgeLabel: String!
    "What goes into the blend, listed beside the badge."
    ingredients: [String!]!
  }

  """The story video of the Services section (#services)."""
  type SiteJsonStory {
    "Section title."
    heading: String!
    "Caption shown under the video."
    caption: String!
    "Poster image shown before the video plays."
    poster: File! @fileByRelativePath
    "H.264 MP4 version of the video."
    videoMp4: File! @fileByRelativePath
    "WebM version of the video."
    videoWebm: File! @fileByRelativePath
    "English captions in WebVTT format."
    captions: File! @fileByRelativePath
  }

  """Heading and intro of a section."""
  type SiteJsonSectionCopy {
    "The section's title."
    heading: String!
    "The paragraph under the title."
    intro: String!
  }

  """Footer copy."""
  type SiteJsonFooter {
    "Short text about the farm beside the brand name."
    blurb: String!
  }

  """A product card, from content/products.json."""
  type ProductsJson implements Node @dontInfer {
    "The product's numeric id (field id in the JSON file); must be unique."
    productId: Int! @proxy(from: "jsonId")
    "Product name."
    name: String!
    "One-line description."
    description: String!
    "Price as shown, GH followed by whole cedis, e.g. GH15."
    price: String!
    "The price as a number of Ghana cedis, e.g. 15 for GH15: for sorting, sums and structured data."
    priceCedis: Int! @cedis(from: "price")
    "Weight in the pack, as the label shows it, e.g. 250 g."
    packSize: String!
    "Product photo, relative to content/products.json."
    image: File! @fileByRelativePath
    "Description of the photo for screen readers."
    imageAlt: String!
    "False while the product is sold out; true when the content leaves it out."
    inStock: Boolean! @missingIsTrue
    "When the product is back, shown while it is out of stock, e.g. March."
    nextHarvest: String
  }

  """A customer quote, from content/testimonials.json."""
  type TestimonialsJson implements Node @dontInfer {
    "Short headline of the quote."
    headline: String!
    "What the customer said."
    quote: String!
    "Customer's name."
    name: String!
    "Customer's town."
    town: String!
  }

  """A route of the site, from content/pages.json: the landing page opened at one section."""
  type PagesJson implements Node @dontInfer {
    "URL path with leading and trailing slash, e.g. /about/."
    path: String!
    "Id of the section the page starts at: home, aboutus, services, products or testimonials."
    section: String!
    "The page's <title>."
    title: String!
    "The page's meta description."
    description: String!
  }
`

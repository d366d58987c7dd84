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

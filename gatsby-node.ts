import type { GatsbyNode, Reporter } from 'gatsby'
import fs from 'fs'
import path from 'path'
import { APPLE_TOUCH_ICON, BRAND_MARK_SVG, MASKABLE_ICONS, SOCIAL_CARD } from './src/config/brand'
import { UI_TEXT } from './src/config/ui-text'
import { addManifestIcons, renderOpaqueIcon } from './src/node/app-icons'
import { DISPLAY_FONT_FAMILY, prepareDisplayFont } from './src/node/display-font'
import { robotsTxt } from './src/node/robots-txt'
import { renderSocialCard } from './src/node/social-card'
import { socialCardProduct } from './src/utils/social-card'
import { summarizeProblems, validateContent } from './scripts/lib/validate-content'
import { writeHeaderFiles } from './scripts/lib/csp'

const PUBLIC = path.resolve(__dirname, 'public')
const publicFile = (urlPath: string): string => path.join(PUBLIC, ...urlPath.split('/'))
const CONTENT_DIR = path.resolve(__dirname, 'content')

/**
 * Checks content/*.json before anything is built: onPreInit runs before Gatsby clears stale files
 * from public/ and .cache/, so a bad edit stops `gatsby build` and `gatsby develop` with the
 * previous site untouched, one message per problem (file, entry, field, what was expected).
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const problems = validateContent(CONTENT_DIR)
  if (problems.length === 0) return
  for (const problem of problems) reporter.error(problem)
  reporter.panic(summarizeProblems(problems.length, { building: true }))
}

/** Set once `gatsby develop` has bootstrapped: from then on, edited content is checked again. */
let contentWatched = false

/**
 * While `gatsby develop` runs, an edited content file is checked again. Problems are reported
 * without stopping the server, so the farm can fix the file and see the page update.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter }) => {
  if (!contentWatched || node.internal.type !== 'File' || node.extension !== 'json') return
  if (node.sourceInstanceName !== 'content') return
  for (const problem of validateContent(CONTENT_DIR)) reporter.error(problem)
}

/**
 * The content model. Every type is declared (@dontInfer) so a typo in content/*.json cannot
 * silently change the schema, and every field has a description: this is what a developer
 * reads in GraphiQL (/___graphql).
 */
const typeDefs = `
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

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allPagesJson: { nodes: { path: string; section: string }[] } }>(`
    query CreatePages {
      allPagesJson {
        nodes {
          path
          section
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read content/pages.json', result.errors)
    return
  }
  const component = path.resolve(__dirname, 'src/templates/section-page.tsx')
  for (const page of result.data.allPagesJson.nodes) {
    actions.createPage({
      path: page.path,
      component,
      context: { pagePath: page.path, section: page.section },
    })
  }
}

/**
 * The home-screen icons gatsby-plugin-manifest cannot make (see src/node/app-icons.ts). The
 * site's gatsby-node runs after every plugin's, so the plugin has already written
 * public/manifest.webmanifest; runs in `gatsby develop` too.
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ reporter }) => {
  contentWatched = process.env.gatsby_executing_command === 'develop'
  const brandMark = fs.readFileSync(path.resolve(__dirname, BRAND_MARK_SVG))
  for (const { path: urlPath, size } of [APPLE_TOUCH_ICON, ...MASKABLE_ICONS]) {
    fs.mkdirSync(path.dirname(publicFile(urlPath)), { recursive: true })
    fs.writeFileSync(publicFile(urlPath), await renderOpaqueIcon(brandMark, size))
  }
  addManifestIcons(
    publicFile('/manifest.webmanifest'),
    MASKABLE_ICONS.map(({ path: src, size }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    })),
  )
  reporter.info(
    `Rendered the apple-touch-icon and ${MASKABLE_ICONS.length} maskable icons from ${BRAND_MARK_SVG}`,
  )
}

interface SocialCardData {
  site: { siteMetadata: { siteUrl: string } }
  siteJson: {
    brand: string
    tagline: string
    phone: { display: string }
    about: { ingredients: string[] }
  }
  allProductsJson: { nodes: { productId: number; imageAlt: string; image: { absolutePath: string } }[] }
}

/**
 * After the HTML is written: hash every inline script and style into a Content-Security-Policy
 * for public/_csp.conf (included by deploy/nginx.conf) and public/_headers (Netlify, Cloudflare
 * Pages). Gatsby's inline scripts change with every build, so the policy must too.
 */
function writeContentSecurityPolicy(reporter: Reporter): void {
  try {
    const { scriptHashes, styleHashes, pages } = writeHeaderFiles(PUBLIC)
    reporter.info(
      `Content-Security-Policy: ${scriptHashes} script and ${styleHashes} style hashes from ${pages} pages, written to public/_csp.conf and public/_headers`,
    )
  } catch (error) {
    reporter.panicOnBuild('Could not write the Content-Security-Policy', error as Error)
  }
}

/**
 * Files that need the finished build: the CSP and header files (from the HTML), the social card
 * (og:image, from the brand mark, the first product's photo and the site copy) and robots.txt
 * (absolute sitemap URL).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache }) => {
  writeContentSecurityPolicy(reporter)
  const result = await graphql<SocialCardData>(`
    query SocialCard {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        brand
        tagline
        phone {
          display
        }
        about {
          ingredients
        }
      }
      allProductsJson {
        nodes {
          productId
          imageAlt
          image {
            absolutePath
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the content for the social card', result.errors)
    return
  }
  const { site, siteJson, allProductsJson } = result.data
  const product = socialCardProduct(allProductsJson.nodes)
  if (!product) {
    reporter.panicOnBuild('The social card needs at least one product in content/products.json')
    return
  }

  const card = await renderSocialCard({
    brandMark: fs.readFileSync(path.resolve(__dirname, BRAND_MARK_SVG)),
    productImage: product.image.absolutePath,
    fontFile: prepareDisplayFont(path.join(cache.directory, 'fonts')),
    fontFamily: DISPLAY_FONT_FAMILY,
    brand: siteJson.brand,
    headline: siteJson.tagline,
    detail: siteJson.about.ingredients.join(' · '),
    callToAction: `${UI_TEXT.callToBuy.before}${siteJson.phone.display}${UI_TEXT.callToBuy.after}`,
  })
  fs.writeFileSync(publicFile(SOCIAL_CARD.path), card)
  reporter.info(`Social card: ${SOCIAL_CARD.path} (${Math.round(card.length / 1024)} KB)`)

  fs.writeFileSync(publicFile('/robots.txt'), robotsTxt(site.siteMetadata.siteUrl))
}

import type { GatsbyNode } from 'gatsby'
import path from 'path'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import {
  type ProductData,
  type StructuredDataInput,
  buildStructuredData,
} from './plugins/content-checks/structured-data'
import { imageSrc } from './src/utils/image-src'
import { LOGO_PATH, SOCIAL_CARD } from './src/config/brand'
import { SECTION } from './src/config/section-ids'

interface StructuredDataQuery {
  allPagesJson: { nodes: { path: string; section: string }[] }
  productsPage: { path: string } | null
  meta: { siteMetadata: { siteUrl: string } }
  site: StructuredDataInput['business']
  products: {
    nodes: (Omit<ProductData, 'image'> & {
      image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }
    })[]
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // The card's own image arguments (ProductCard), so the markup names the file the card shows.
  const result = await graphql<StructuredDataQuery>(
    `
      query CreatePages($productsSection: String!) {
        allPagesJson {
          nodes {
            path
            section
          }
        }
        productsPage: pagesJson(section: { eq: $productsSection }) {
          path
        }
        meta: site {
          siteMetadata {
            siteUrl
          }
        }
        site: siteJson {
          brand
          tagline
          email
          phone {
            tel
          }
          address {
            locality
            region
            countryCode
          }
          social {
            url
          }
          ordering {
            hours
            languages
            payment {
              cashOnDelivery
              momo {
                network
                merchantName
                number
                when
              }
              safety
            }
            delivery {
              areas {
                area
                fee
                days
              }
              abroad
            }
          }
        }
        products: allProductsJson {
          nodes {
            name
            description
            priceCedis
            inStock
            nextHarvest
            image {
              childImageSharp {
                gatsbyImageData(
                  width: 480
                  aspectRatio: 1
                  breakpoints: [320, 480, 640, 720, 960]
                  sizes: "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)"
                  placeholder: DOMINANT_COLOR
                )
              }
            }
          }
        }
      }
    `,
    { productsSection: SECTION.products },
  )
  if (result.errors || !result.data) {
    // Content is checked before it reaches this query, so an error here is in the query, not content/.
    reporter.panicOnBuild('The query for the pages in gatsby-node.ts failed', result.errors)
    return
  }
  const { allPagesJson, productsPage, meta, site, products } = result.data
  // Built here, not in the page's Head, so the visitor's browser never runs (or downloads) it.
  const structuredData = buildStructuredData({
    siteUrl: meta.siteMetadata.siteUrl,
    business: site,
    products: products.nodes.map(product => ({ ...product, image: imageSrc(product.image.childImageSharp) })),
    productsPath: productsPage?.path ?? `/#${SECTION.products}`,
    logoPath: LOGO_PATH,
    imagePath: SOCIAL_CARD.path,
  })
  const component = path.resolve(__dirname, 'src/templates/section-page.tsx')
  for (const page of allPagesJson.nodes) {
    actions.createPage({
      path: page.path,
      component,
      context: { pagePath: page.path, section: page.section, structuredData },
    })
  }
}

/** No production source maps: they would ship the TypeScript sources, and nothing here reads them. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false })
}

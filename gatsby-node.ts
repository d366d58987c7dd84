import type { GatsbyNode } from 'gatsby'
import fs from 'fs'
import path from 'path'
import { buildStructuredData } from './plugins/content/structured-data/structured-data'
import { LOGO_PATH, SOCIAL_CARD } from './src/config/brand'
import { SECTION } from './src/config/section-ids'

/**
 * A component's fragments, as written there: gatsby-node's queries cannot use the fragments in src/
 * (gatsby#34785), so they include the text, and the structured data names what the page shows.
 */
function fragmentsOf(file: string): string {
  const source = fs.readFileSync(path.resolve(__dirname, file), 'utf8')
  const fragments = /graphql`(\s*fragment [^`]*)`/.exec(source)?.[1]
  if (!fragments) throw new Error(`${file} has no graphql\`fragment … on …\``)
  return fragments
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesQuery>(
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
          ...StructuredDataSite
        }
        products: allProductsJson {
          nodes {
            ...StructuredDataProduct
            ...ProductCard
          }
        }
      }
      ${fragmentsOf('src/components/structured-data/structured-data.tsx')}
      ${fragmentsOf('src/components/sections/products/product-card.tsx')}
    `,
    { productsSection: SECTION.products },
  )
  const { allPagesJson, productsPage, meta, site, products } = result.data ?? {}
  if (result.errors || !allPagesJson || !products || !site || !meta?.siteMetadata) {
    // Content is checked before it reaches this query, so an error here is in the query, not content/.
    reporter.panicOnBuild('The query for the pages in gatsby-node.ts failed', result.errors)
    return
  }
  // Built here, not in the page's Head, so the visitor's browser never runs (or downloads) it.
  const structuredData = buildStructuredData({
    siteUrl: meta.siteMetadata.siteUrl,
    business: site,
    products: products.nodes.map(product => ({
      ...product,
      image: product.image.childImageSharp?.gatsbyImageData.images.fallback?.src,
    })),
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

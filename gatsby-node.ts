import type { GatsbyNode } from 'gatsby'
import path from 'path'

/** Every route in content/pages.json; the page query finds its entry by the path Gatsby passes it. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allPagesJson {
        nodes {
          path
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    // Content is checked before it reaches this query, so an error here is in the query, not content/.
    reporter.panicOnBuild('The query for the pages in gatsby-node.ts failed', result.errors)
    return
  }
  const component = path.resolve(__dirname, 'src/templates/section-page.tsx')
  for (const page of result.data.allPagesJson.nodes) actions.createPage({ path: page.path, component })
}

/** No production source maps: they would ship the TypeScript sources, and nothing here reads them. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false })
}

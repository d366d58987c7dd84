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

/** V8 compiles a file with this first line eagerly while it downloads, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * No production source maps: they would ship the TypeScript sources, and nothing here reads them.
 * Every bundle carries the compile hint: hydration runs nearly all of their functions anyway, and
 * compiling each on its first call made the bundles' first task the page's longest.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return
  actions.setWebpackConfig({
    devtool: false,
    // Stage 1000 (webpack's "summarize") comes after Terser, which would drop the comment.
    plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: 1000 })],
  })
}

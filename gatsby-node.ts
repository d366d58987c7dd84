import type { GatsbyNode } from 'gatsby'
import path from 'path'
import { cedisExtension, missingIsTrueExtension, typeDefs } from './plugins/content-checks/graphql-schema'

/** The content model: plugins/content-checks/graphql-schema.ts, described for GraphiQL. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(cedisExtension)
  actions.createFieldExtension(missingIsTrueExtension)
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
 * No source maps in the production build: they would ship the full TypeScript sources to anyone
 * who asks, and nothing on the site reports errors to a service that would read them.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false })
}

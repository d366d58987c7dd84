import type { GatsbyNode } from 'gatsby'

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ loader: Joi.string().required().description('Absolute path of loader.js beside this file') })

/** `import source from './x.inline?script'` gives the script's text, for gatsby-ssr to inline (compile.js). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }, options) => {
  actions.setWebpackConfig({
    module: {
      // 'pre': it reads the entry itself and hands on plain JavaScript, which the other loaders leave as it is.
      rules: [{ resourceQuery: /^\?script$/, enforce: 'pre', use: [options.loader as string] }],
    },
  })
}

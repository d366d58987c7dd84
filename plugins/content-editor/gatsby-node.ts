import type { CreateDevServerArgs, CreateWebpackConfigArgs, GatsbyNode, PluginOptions } from 'gatsby'
import * as decap from 'gatsby-plugin-decap-cms/gatsby-node'
import { buildEditorConfig, editorBackend } from './editor-config'

interface HtmlOptions {
  meta?: Record<string, string>
}

const EDITOR_MIN_WIDTH = 800

interface Options {
  adminEntry: string
  siteUrl: string
  title: string
  favicon: string
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    adminEntry: Joi.string().required().description('Absolute path of plugins/content-editor/admin.ts'),
    siteUrl: Joi.string().required().description('The deployed origin'),
    title: Joi.string().required().description("The editor page's <title>"),
    favicon: Joi.string().required().description("Absolute path of the editor's favicon"),
  })

/** gatsby-plugin-decap-cms builds /admin/ in its own webpack compilation, this config as EDITOR_CONFIG. */
function decapOptions(options: PluginOptions): PluginOptions {
  const { adminEntry, siteUrl, title, favicon } = options as unknown as Options
  const config = buildEditorConfig({ siteUrl, backend: editorBackend(process.env) })
  return {
    ...options,
    modulePath: adminEntry,
    manualInit: true,
    enableIdentityWidget: false,
    publicPath: 'admin',
    htmlTitle: title,
    htmlFavicon: favicon,
    includeRobots: false,
    customizeWebpackConfig: (
      webpackConfig: { plugins: unknown[] },
      { plugins }: { plugins: { define: (definitions: Record<string, string>) => unknown } },
    ) => {
      webpackConfig.plugins.push(plugins.define({ EDITOR_CONFIG: JSON.stringify(config) }))
      for (const plugin of webpackConfig.plugins as {
        constructor: { name: string }
        userOptions?: HtmlOptions
        patterns?: { info?: Record<string, unknown> }[]
      }[]) {
        // The copied React and Decap bundles are minified already: marked so, terser leaves them alone.
        if (plugin.constructor.name === 'CopyPlugin')
          for (const pattern of plugin.patterns ?? []) pattern.info = { ...pattern.info, minimized: true }
        if (plugin.constructor.name !== 'HtmlWebpackPlugin' || !plugin.userOptions) continue
        // Decap does not reflow below this width, so a phone shows it all zoomed out rather than cut off.
        plugin.userOptions.meta = { ...plugin.userOptions.meta, viewport: `width=${EDITOR_MIN_WIDTH}` }
      }
    },
  }
}

// Not in gatsby-config.ts: its gatsby-browser.js serves only Netlify Identity yet would reach visitors.
// Typed by hand: GatsbyNode's type declares a third parameter, and Gatsby then waits for a callback.
export const onCreateWebpackConfig = (args: CreateWebpackConfigArgs, options: PluginOptions): Promise<void> =>
  decap.onCreateWebpackConfig(args, decapOptions(options))

export const onCreateDevServer = (args: CreateDevServerArgs, options: PluginOptions): void =>
  decap.onCreateDevServer(args, decapOptions(options))

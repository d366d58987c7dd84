import type { CreateDevServerArgs, CreateWebpackConfigArgs, GatsbyNode, PluginOptions } from 'gatsby'
import * as decap from 'gatsby-plugin-decap-cms/gatsby-node'
import { buildEditorConfig, editorBackend } from './editor-config'

/** html-webpack-plugin's options that the editor page changes. */
interface HtmlOptions {
  meta?: Record<string, string>
}

/** The narrowest screen Decap's editor is laid out for. */
const EDITOR_MIN_WIDTH = 800

interface Options {
  /** plugins/content-editor/admin.ts: the editor page's script. */
  adminEntry: string
  /** The deployed origin, for the editor's "view the site" link. */
  siteUrl: string
  /** The editor page's title. */
  title: string
  /** An icon file for the editor's browser tab. */
  favicon: string
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    adminEntry: Joi.string().required().description('Absolute path of plugins/content-editor/admin.ts'),
    siteUrl: Joi.string().required().description('The deployed origin'),
    title: Joi.string().required().description("The editor page's <title>"),
    favicon: Joi.string().required().description("Absolute path of the editor's favicon"),
  })

/**
 * The options of gatsby-plugin-decap-cms, which builds /admin/ in a webpack compilation of its own,
 * beside the site's: React, ReactDOM and Decap's prebuilt bundle are copied as they are, and
 * admin.ts is compiled with the editor's configuration (made here, in Node, from the content
 * schema) defined as EDITOR_CONFIG. The GitHub repository comes from the environment (see
 * docs/editing-in-the-browser.md); no secret is involved.
 */
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
        // The copied files (React's and Decap's published bundles) are minified already: marked so,
        // terser leaves them alone instead of minifying 4.4 MB of Decap again in every build.
        if (plugin.constructor.name === 'CopyPlugin')
          for (const pattern of plugin.patterns ?? []) pattern.info = { ...pattern.info, minimized: true }
        if (plugin.constructor.name !== 'HtmlWebpackPlugin' || !plugin.userOptions) continue
        // Decap lays the editor out for screens about 800 px wide and does not reflow: a phone shows
        // all of it, zoomed out (pinch to zoom in), rather than the left part with Publish cut off.
        plugin.userOptions.meta = { ...plugin.userOptions.meta, viewport: `width=${EDITOR_MIN_WIDTH}` }
      }
    },
  }
}

/*
 * gatsby-plugin-decap-cms is used through this plugin rather than listed in gatsby-config.ts: its
 * gatsby-browser.js, which Gatsby would put in every visitor's app bundle, serves only Netlify
 * Identity, which this site does not use. Its Node APIs do all the work.
 */
// Typed by hand rather than as GatsbyNode['…'], whose signature declares a third parameter: Gatsby
// waits for a callback when a function declares one, and these return a promise instead.
export const onCreateWebpackConfig = (args: CreateWebpackConfigArgs, options: PluginOptions): Promise<void> =>
  decap.onCreateWebpackConfig(args, decapOptions(options))

export const onCreateDevServer = (args: CreateDevServerArgs, options: PluginOptions): void =>
  decap.onCreateDevServer(args, decapOptions(options))

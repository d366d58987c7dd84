/** gatsby-plugin-decap-cms ships no types; these are the Node APIs plugins/content-editor calls. */
declare module 'gatsby-plugin-decap-cms/gatsby-node' {
  import type { CreateDevServerArgs, CreateWebpackConfigArgs, PluginOptions } from 'gatsby'

  export function onCreateWebpackConfig(args: CreateWebpackConfigArgs, options: PluginOptions): Promise<void>
  export function onCreateDevServer(args: CreateDevServerArgs, options: PluginOptions): void
}

// The transformer ships no types; plugins/content-source calls its onCreateNode with checked data.
declare module 'gatsby-transformer-json/gatsby-node' {
  import type { Node, NodePluginArgs } from 'gatsby'

  export function onCreateNode(
    args: Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest'> & {
      node: Node
      loadNodeContent: (node: Node) => Promise<string>
    },
    options: { typeName: () => string },
  ): Promise<void>
}

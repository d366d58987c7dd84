import type { IncomingMessage, ServerResponse } from 'http'
import type { GatsbyNode, Node, NodePluginArgs } from 'gatsby'
import { checkContent, summarizeProblems } from './read-and-check/validate-content'
import { type ContentFileName, readContentFile } from './read-and-check/load-content'
import { CONTENT_FILES } from '../content-model/schema'
import { reportProblem, stopOnProblems } from './read-and-check/stop-on-problems'
import { cedisExtension, missingIsTrueExtension, typeDefs, typeName } from './data-layer/graphql-schema'
import { orderingResolvers } from './data-layer/ordering'
import { structuredDataResolvers } from './structured-data/resolver'
import { onCreateNode as transformJson } from 'gatsby-transformer-json/gatsby-node'
import { CONTENT_PROBLEMS_PATH, type ContentProblems } from '../../src/utils/content-problems'

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ contentDir: Joi.string().required().description('Absolute path of content/') })

/** The content's types come from its schema (@dontInfer), with the derived fields the pages read. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(cedisExtension)
  actions.createFieldExtension(missingIsTrueExtension)
  actions.createTypes(typeDefs)
}

// One call each: Gatsby merges the calls' fields of a type, where a spread of the two maps would keep one's.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(orderingResolvers)
  createResolvers(structuredDataResolvers)
}

/** onPreInit runs before Gatsby clears public/ and .cache/, so bad content leaves the last site intact. */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }, options) => {
  const problems = await checkContent(options.contentDir as string)
  if (problems.length > 0) stopOnProblems(reporter, problems)
}

/** Set once `gatsby develop` serves (never in a build), after which edits are checked. */
let contentWatched = false
let pendingCheck: NodeJS.Timeout | undefined

/** The browser tabs showing the site, each told the content's problems whenever they change. */
const tabs = new Set<ServerResponse>()
let latest: ContentProblems = { problems: [], summary: '' }

const send = (tab: ServerResponse): void => void tab.write(`data: ${JSON.stringify(latest)}\n\n`)

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  contentWatched = true
  // Server-sent events: src/utils/content-problems.ts shows them; no-transform keeps Gatsby's compression from holding them back.
  app.get(CONTENT_PROBLEMS_PATH, (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
    })
    tabs.add(response)
    request.on('close', () => tabs.delete(response))
    send(response)
  })
}

/** What the data layer holds for each content file, and the File node it hangs from. */
const shown = new Map<ContentFileName, { fileNodeId: string; data: unknown }>()

/** gatsby-transformer-json is called here, not listed in gatsby-config, so it makes a file's nodes from checked data, never from the raw text. */
function showFile(helpers: NodePluginArgs, fileNode: Node, file: ContentFileName, data: unknown) {
  shown.set(file, { fileNodeId: fileNode.id, data })
  return transformJson(
    { ...helpers, node: fileNode, loadNodeContent: () => Promise.resolve(JSON.stringify(data)) },
    { typeName: () => typeName(file) },
  )
}

export const shouldOnCreateNode: GatsbyNode['shouldOnCreateNode'] = ({ node }: { node: Node }) =>
  node.internal.type === 'File' && node.sourceInstanceName === 'content'

/** The data layer's only way to content; in develop, a file saved with a mistake leaves the site on its last good data. */
// Gatsby drops a File's nodes when it changes, so they are made again, from the last good data if need be.
export const onCreateNode: GatsbyNode['onCreateNode'] = (args, options) => {
  const contentDir = options.contentDir as string
  if (contentWatched) scheduleCheck(args, contentDir)
  const file = CONTENT_FILES.find(name => name === args.node.relativePath)
  if (!file) return undefined
  const { data, messages } = readContentFile(contentDir, file)
  // A build checked everything in onPreInit; a file changed since then stops it all the same.
  if (data === undefined && !contentWatched) stopOnProblems(args.reporter, messages)
  const lastGood = data ?? shown.get(file)?.data
  return lastGood === undefined ? undefined : showFile(args, args.node, file, lastGood)
}

/** Files saved together (a photo, then its entry) are checked once, after the last, without stopping. */
function scheduleCheck(helpers: NodePluginArgs, contentDir: string): void {
  clearTimeout(pendingCheck)
  pendingCheck = setTimeout(() => {
    checkContent(contentDir).then(
      problems => {
        const hadProblems = latest.problems.length > 0
        const summary = problems.length > 0 ? summarizeProblems(problems.length, 'develop') : ''
        latest = { problems, summary }
        for (const problem of problems) reportProblem(helpers.reporter, problem)
        if (summary) helpers.reporter.warn(summary)
        else if (hadProblems) helpers.reporter.success('content/ is fine again: the site shows your changes.')
        for (const tab of tabs) send(tab)
        showFixedFiles(helpers, contentDir)
      },
      (error: Error) => helpers.reporter.error('The content check could not run', error),
    )
  }, 300)
}

/** A file that now passes (its photo has arrived, say) replaces the last good data it was shown with. */
function showFixedFiles(helpers: NodePluginArgs, contentDir: string): void {
  for (const [file, { fileNodeId, data: before }] of shown) {
    const { data } = readContentFile(contentDir, file)
    const fileNode = helpers.getNode(fileNodeId)
    if (data === undefined || !fileNode || JSON.stringify(data) === JSON.stringify(before)) continue
    void showFile(helpers, fileNode, file, data)
  }
}

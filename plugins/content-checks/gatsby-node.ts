import type { GatsbyNode } from 'gatsby'
import path from 'path'
import { checkContent, summarizeProblems } from './validate-content'

/** The full check of the content folder; the site's folder beside it holds the fonts it reads. */
const check = (options: unknown): Promise<string[]> => {
  const { contentDir } = options as Options
  return checkContent(contentDir, 'content', path.dirname(contentDir))
}

interface Options {
  /** The folder of content/*.json and the media they name. */
  contentDir: string
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ contentDir: Joi.string().required().description('Absolute path of content/') })

/**
 * Checks content/ before anything is built: onPreInit runs before Gatsby clears stale files from
 * public/ and .cache/, so a bad edit stops `gatsby build` and `gatsby develop` with the previous
 * site untouched, one message per problem (file, entry, field, what was expected).
 */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }, options) => {
  const problems = await check(options)
  if (problems.length === 0) return
  for (const problem of problems) reporter.error(problem)
  reporter.panic(summarizeProblems(problems.length, { building: true }))
}

/** Set once `gatsby develop` has bootstrapped: from then on, edited content is checked again. */
let contentWatched = false

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => {
  contentWatched = process.env.gatsby_executing_command === 'develop'
}

/**
 * While `gatsby develop` runs, an edited content file is checked again. Problems are reported
 * without stopping the server, so the farm can fix the file and see the page update.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, reporter }, options) => {
  if (!contentWatched || node.internal.type !== 'File' || node.sourceInstanceName !== 'content') return
  for (const problem of await check(options)) {
    reporter.error(problem)
  }
}

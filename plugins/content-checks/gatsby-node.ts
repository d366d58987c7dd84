import type { GatsbyNode } from 'gatsby'
import { checkContent, summarizeProblems } from './validate-content'

/** The full check of the content folder, against the fonts of the site's folder. */
const check = (options: unknown): Promise<string[]> => {
  const { contentDir, siteDir } = options as Options
  return checkContent(contentDir, 'content', siteDir)
}

interface Options {
  /** The folder of content/*.json and the media they name. */
  contentDir: string
  /** The site's folder, which holds the fonts display text is checked against. */
  siteDir: string
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string().required().description('Absolute path of content/'),
    siteDir: Joi.string().required().description("Absolute path of the site's folder"),
  })

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

/** Set when `gatsby develop` starts its server (never in a build): from then on, edits are checked. */
let contentWatched = false
let pendingCheck: NodeJS.Timeout | undefined

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = () => {
  contentWatched = true
}

/**
 * While `gatsby develop` runs, edited content is checked again. Problems are reported without
 * stopping the server, so the farm can fix the file and see the page update. Files saved together
 * (the editor writes a photo and then its entry) are checked once, after the last of them.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter }, options) => {
  if (!contentWatched || node.internal.type !== 'File' || node.sourceInstanceName !== 'content') return
  clearTimeout(pendingCheck)
  pendingCheck = setTimeout(() => {
    check(options).then(
      problems => problems.forEach(problem => reporter.error(problem)),
      (error: Error) => reporter.error('The content check could not run', error),
    )
  }, 300)
}

import type { GatsbyNode } from 'gatsby'
import { checkContent, summarizeProblems } from './validate-content'

const check = (options: unknown): Promise<string[]> => {
  const { contentDir, siteDir } = options as Options
  return checkContent(contentDir, 'content', siteDir)
}

interface Options {
  contentDir: string
  siteDir: string
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string().required().description('Absolute path of content/'),
    siteDir: Joi.string().required().description("Absolute path of the site's folder"),
  })

/** onPreInit runs before Gatsby clears public/ and .cache/, so bad content leaves the last site intact. */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }, options) => {
  const problems = await check(options)
  if (problems.length === 0) return
  for (const problem of problems) reporter.error(problem)
  reporter.panic(summarizeProblems(problems.length, { building: true }))
}

/** Set once `gatsby develop` serves (never in a build), after which edits are checked. */
let contentWatched = false
let pendingCheck: NodeJS.Timeout | undefined

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = () => {
  contentWatched = true
}

/** Files saved together (a photo, then its entry) are checked once, after the last, without stopping. */
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

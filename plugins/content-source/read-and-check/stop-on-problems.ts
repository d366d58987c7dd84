import type { Reporter } from 'gatsby'
import { type Content, loadContent, summarizeProblems } from './load-content'

/** The error id Gatsby prints above each line in a terminal (after the plugin's name). */
export const PROBLEM_ERROR_ID = 'content-problem'

/**
 * A line of the check as Gatsby's own reporter takes it: with an id and a type, since a plain string
 * is headed "ERROR UNKNOWN" in a terminal, above the farm's own words.
 */
function asProblem(reporter: Reporter, message: string) {
  reporter.setErrorMap({
    [PROBLEM_ERROR_ID]: {
      text: ({ sourceMessage }) => sourceMessage,
      type: 'PLUGIN',
      level: 'ERROR',
      category: 'USER',
    },
  })
  return { id: PROBLEM_ERROR_ID, context: { sourceMessage: message } }
}

/** Prints one problem of the check as one plain line. */
export const reportProblem = (reporter: Reporter, message: string): unknown =>
  reporter.error(asProblem(reporter, message))

/** Prints each problem as one plain line, then ends the command before it builds anything. */
export function stopOnProblems(reporter: Reporter, messages: string[]): never {
  for (const message of messages) reportProblem(reporter, message)
  return reporter.panic(asProblem(reporter, summarizeProblems(messages.length, 'build')))
}

/**
 * The checked content, for gatsby-config, which loads before any plugin and gets no reporter (gatsby/reporter
 * exports none in Gatsby 5.16): Gatsby routes console.error through its reporter, so the lines read as the plugin's do.
 */
export function contentOrStop(contentDir: string): Content {
  const { content, messages } = loadContent(contentDir)
  if (content) return content
  for (const line of [...messages, summarizeProblems(messages.length, 'build')]) console.error(line)
  return process.exit(1)
}

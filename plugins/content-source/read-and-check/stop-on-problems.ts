import type { Reporter } from 'gatsby'
import { type Content, loadContent, summarizeProblems } from './load-content'

/** The error id Gatsby prints above each line in a terminal (after the plugin's name). */
export const PROBLEM_ERROR_ID = 'content-problem'

/** With an id and a type, since Gatsby's reporter heads a plain string "ERROR UNKNOWN", above the farm's own words. */
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

export const reportProblem = (reporter: Reporter, message: string): unknown =>
  reporter.error(asProblem(reporter, message))

export function stopOnProblems(reporter: Reporter, messages: string[]): never {
  for (const message of messages) reportProblem(reporter, message)
  return reporter.panic(asProblem(reporter, summarizeProblems(messages.length, 'build')))
}

/** For gatsby-config, which gets no reporter (Gatsby 5.16 exports none): Gatsby routes console.error through its own. */
export function contentOrStop(contentDir: string): Content {
  const { content, messages } = loadContent(contentDir)
  if (content) return content
  for (const line of [...messages, summarizeProblems(messages.length, 'build')]) console.error(line)
  return process.exit(1)
}

import type { Reporter } from 'gatsby'
import { type Content, loadContent, summarizeProblems } from './load-content'

/** The part of Gatsby's reporter used here. */
interface ProblemReporter {
  error: (message: Parameters<Reporter['error']>[0]) => unknown
  panic: Reporter['panic']
  setErrorMap?: Reporter['setErrorMap']
}

/** The error id Gatsby prints above each line in a terminal (after the plugin's name). */
export const PROBLEM_ERROR_ID = 'content-problem'

/**
 * For gatsby-config, which gets no reporter (and gatsby/reporter exports none in Gatsby 5.16): Gatsby
 * routes console.error through its reporter, so the lines read as the plugin's do.
 */
const consoleReporter: ProblemReporter = {
  error: message => console.error(message),
  panic: message => {
    console.error(message)
    return process.exit(1)
  },
}

/**
 * A line of the check as Gatsby's own reporter takes it: with an id and a type, since a plain string
 * is headed "ERROR UNKNOWN" in a terminal, above the farm's own words.
 */
function asProblem(reporter: ProblemReporter, message: string) {
  if (!reporter.setErrorMap) return message
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
export const reportProblem = (reporter: ProblemReporter, message: string): unknown =>
  reporter.error(asProblem(reporter, message))

/** Prints each problem as one plain line, then ends the command before it builds anything. */
export function stopOnProblems(reporter: ProblemReporter, messages: string[]): never {
  for (const message of messages) reportProblem(reporter, message)
  return reporter.panic(asProblem(reporter, summarizeProblems(messages.length, 'build')))
}

/** The checked content, for code that runs while Gatsby loads its config (before any plugin). */
export function contentOrStop(contentDir: string): Content {
  const { content, messages } = loadContent(contentDir)
  return content ?? stopOnProblems(consoleReporter, messages)
}

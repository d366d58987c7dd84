import { type Content, loadContent, summarizeProblems } from './load-content'

/** The part of Gatsby's reporter used here. */
interface ProblemReporter {
  error: (message: string) => unknown
  panic: (message: string) => never
}

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

/** Prints each problem as one plain line, then ends the command before it builds anything. */
export function stopOnProblems(reporter: ProblemReporter, messages: string[]): never {
  for (const message of messages) reporter.error(message)
  return reporter.panic(summarizeProblems(messages.length, 'build'))
}

/** The checked content, for code that runs while Gatsby loads its config (before any plugin). */
export function contentOrStop(contentDir: string, siteDir: string): Content {
  const { content, messages } = loadContent(contentDir, { siteDir })
  return content ?? stopOnProblems(consoleReporter, messages)
}

import path from 'path'
import {
  type Content,
  loadContent,
  resolveContentDir,
} from '../../plugins/content-source/read-and-check/load-content'
import { checkContent, summarizeProblems } from '../../plugins/content-source/read-and-check/validate-content'

const ROOT = path.resolve(__dirname, '../..')

const printProblems = (problems: string[]): void => {
  for (const problem of problems) console.error(`✗ ${problem}`)
  if (problems.length > 0) console.error(`\n${summarizeProblems(problems.length, 'check')}`)
}

/** The build's whole content check, printed as the build prints it; true when content/ is fine. */
export async function contentIsFine(): Promise<boolean> {
  const problems = await checkContent(resolveContentDir(ROOT))
  printProblems(problems)
  return problems.length === 0
}

/** The checked content for a tool that reads it, or the check's messages and exit code 1. */
export function contentOrExit(): Content {
  const { content, messages } = loadContent(resolveContentDir(ROOT))
  if (content) return content
  printProblems(messages)
  return process.exit(1)
}

import path from 'path'
import { resolveContentDir } from '../../plugins/content-checks/load-content'
import { checkContent, summarizeProblems } from '../../plugins/content-checks/validate-content'

const ROOT = path.resolve(__dirname, '../..')

/** The build's whole content check, printed as the build prints it; true when content/ is fine. */
export async function contentIsFine(): Promise<boolean> {
  const problems = await checkContent(resolveContentDir(ROOT), 'content', ROOT)
  for (const problem of problems) console.error(`✗ ${problem}`)
  if (problems.length > 0) console.error(`\n${summarizeProblems(problems.length, 'check')}`)
  return problems.length === 0
}

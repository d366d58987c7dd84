/**
 * Checks content/ without building: `npm run check-content`. The same check runs at the start of
 * every `gatsby build` and `gatsby develop` (plugins/content-checks), so this is a quicker way to the same
 * messages while editing.
 */
import path from 'path'
import { checkContent, summarizeProblems } from '../plugins/content-checks/validate-content'

void (async () => {
  const problems = await checkContent(path.resolve(__dirname, '..', 'content'))
  for (const problem of problems) console.error(`✗ ${problem}`)
  if (problems.length > 0) {
    console.error(`\n${summarizeProblems(problems.length, { building: false })}`)
    process.exit(1)
  }
  console.log('content/ is fine: every file, entry and field checks out.')
})()

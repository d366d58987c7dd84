/**
 * Checks content/ without building: `npm run check-content`. The same check runs at the start of
 * every `gatsby build` and `gatsby develop` (gatsby-node.ts), so this is a quicker way to the same
 * messages while editing.
 */
import path from 'path'
import { summarizeProblems, validateContent } from './lib/validate-content'

const problems = validateContent(path.resolve(__dirname, '..', 'content'))
for (const problem of problems) console.error(`✗ ${problem}`)
if (problems.length > 0) {
  console.error(`\n${summarizeProblems(problems.length, { building: false })}`)
  process.exit(1)
}
console.log('content/ is fine: every file, entry and field checks out.')

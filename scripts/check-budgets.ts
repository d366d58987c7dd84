/**
 * `npm run bench:check`: reads the benchmark's report (default reports/bench.json), prints every
 * budget with its measured value and PASS/FAIL, and exits 1 if any budget fails or the report is
 * missing. Usage: npx tsx scripts/check-budgets.ts [path/to/bench.json]
 */
import fs from 'fs'
import path from 'path'
import { checkBudgets, formatBudgetResults } from './lib/budgets'
import type { BenchReport } from './lib/bench-results'

const file = path.resolve(process.argv[2] ?? 'reports/bench.json')
if (!fs.existsSync(file)) {
  console.error(`No benchmark report at ${file}. Run \`npm run bench\` first.`)
  process.exit(1)
}

let report: BenchReport
try {
  report = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`)
  process.exit(1)
}

const results = checkBudgets(report)
console.log(`Budgets for the benchmark of ${report.generatedAt} (${path.relative(process.cwd(), file)}):\n`)
console.log(formatBudgetResults(results))
const failed = results.filter(result => !result.pass)
console.log(
  failed.length === 0
    ? `\nAll ${results.length} budgets hold.`
    : `\n${failed.length} of ${results.length} budgets FAIL.`,
)
process.exit(failed.length === 0 ? 0 : 1)

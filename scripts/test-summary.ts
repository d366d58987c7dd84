/**
 * Adds up Jest's and Playwright's JSON reports into one closing line, "N passed, N failed",
 * so whoever reads the end of the log (people and CI) sees the whole run at once.
 * Exits non-zero when a report is missing, something failed, or nothing ran.
 */
import fs from 'fs'

interface Totals {
  passed: number
  failed: number
  skipped: number
}

const jest = (report: {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
}): Totals => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests,
})

const playwright = (report: {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}): Totals => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
  skipped: report.stats.skipped,
})

const totals: Totals = { passed: 0, failed: 0, skipped: 0 }
let missing = false
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing report: ${file} (that runner did not finish)`)
    missing = true
    continue
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  const part = 'numPassedTests' in report ? jest(report) : playwright(report)
  console.log(`${file}: ${part.passed} passed, ${part.failed} failed, ${part.skipped} skipped`)
  totals.passed += part.passed
  totals.failed += part.failed
  totals.skipped += part.skipped
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(missing || totals.failed > 0 || totals.passed === 0 ? 1 : 0)

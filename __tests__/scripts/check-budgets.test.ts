/**
 * @jest-environment node
 *
 * The performance budget check (npm run bench:check) against fixture benchmark reports.
 */
import { spawnSync } from 'child_process'
import path from 'path'
import { BUDGETS, checkBudgets, type BudgetResult } from '../../scripts/lib/budgets'
import type { BenchReport } from '../../scripts/lib/bench-results'
import passing from '../fixtures/bench/passing.json'
import failing from '../fixtures/bench/failing.json'

const ROOT = path.resolve(__dirname, '../..')
const clone = (report: unknown): BenchReport => JSON.parse(JSON.stringify(report)) as BenchReport
const failures = (results: BudgetResult[]) => results.filter(result => !result.pass)
const failed = (results: BudgetResult[]) =>
  failures(results).map(result => `${result.route} ${result.budget}`)

describe('checkBudgets', () => {
  it('passes a report where every route is within every budget', () => {
    const results = checkBudgets(clone(passing))
    expect(failures(results)).toEqual([])
    // 4 scores + LCP, TBT, CLS, LCP ÷ floor, JS, total, video = 11 budgets on each of the 4 routes.
    expect(results).toHaveLength(44)
  })

  it('names every budget a route breaks, with the measured value', () => {
    const results = checkBudgets(clone(failing))
    expect(failed(results)).toEqual([
      '/showcase/ performance score',
      '/showcase/ accessibility score',
      '/showcase/ LCP',
      '/showcase/ TBT',
      '/showcase/ CLS',
      '/showcase/ LCP ÷ floor LCP',
      '/showcase/ first-load JS (gzip)',
      '/showcase/ first-load transfer, video excluded',
      '/showcase/ video not loaded',
    ])
    const lcp = results.find(result => result.route === '/showcase/' && result.budget === 'LCP')
    expect(lcp).toMatchObject({ measured: '1400 ms', limit: '≤ 1200 ms', pass: false })
    const video = results.find(result => result.budget === 'video not loaded' && !result.pass)
    expect(video?.measured).toContain('story.webm')
  })

  it('accepts 0.99 for performance (rounding) but nothing below 1 for the other categories', () => {
    const report = clone(passing)
    report.routes[0]!.median.scores.performance = 0.99
    expect(failures(checkBudgets(report))).toEqual([])
    report.routes[0]!.median.scores.seo = 0.99
    expect(failed(checkBudgets(report))).toEqual(['/ seo score'])
  })

  it('holds each limit inclusively and fails one unit past it', () => {
    const report = clone(passing)
    const median = report.routes[1]!.median
    median.lcp = BUDGETS.maxLcpMs
    median.tbt = BUDGETS.maxTbtMs
    median.cls = BUDGETS.maxCls
    median.jsGzipBytes = BUDGETS.maxJsGzipBytes
    median.totalBytes = BUDGETS.maxTotalBytes
    report.floor.median.lcp = BUDGETS.maxLcpMs / BUDGETS.maxLcpToFloor
    expect(failures(checkBudgets(report))).toEqual([])
    median.jsGzipBytes += 1
    median.totalBytes += 1
    expect(failed(checkBudgets(report))).toEqual([
      '/about/ first-load JS (gzip)',
      '/about/ first-load transfer, video excluded',
    ])
  })

  it('fails when a route, the floor or a category score is missing from the report', () => {
    const report = clone(passing)
    report.routes = report.routes.filter(route => route.name !== '/product/')
    delete report.routes[0]!.median.scores['best-practices']
    report.floor.median.lcp = 0
    expect(failed(checkBudgets(report))).toEqual([
      '/product/ measured',
      'floor measured',
      '/ best-practices score',
    ])
  })
})

describe('npm run bench:check', () => {
  const run = (fixture: string) =>
    spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/check-budgets.ts', path.join('__tests__/fixtures/bench', fixture)],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )

  it('prints PASS for each budget and exits 0 when all hold', () => {
    const result = run('passing.json')
    expect(result.stdout).toContain('All 44 budgets hold.')
    expect(result.stdout).not.toContain('FAIL')
    expect(result.status).toBe(0)
  }, 30_000)

  it('prints FAIL lines and exits 1 when a budget fails', () => {
    const result = run('failing.json')
    expect(result.stdout).toMatch(/FAIL\s+\/showcase\/\s+LCP\s+1400 ms\s+≤ 1200 ms/)
    expect(result.stdout).toContain('9 of 44 budgets FAIL.')
    expect(result.status).toBe(1)
  }, 30_000)

  it('exits 1 when there is no report', () => {
    const result = run('missing.json')
    expect(result.stderr).toContain('Run `npm run bench` first')
    expect(result.status).toBe(1)
  }, 30_000)
})

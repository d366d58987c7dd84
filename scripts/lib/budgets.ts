/**
 * The performance budgets of issue 4, checked against the benchmark's report (reports/bench.json).
 * Pure: it takes the parsed report and returns one line per budget and route.
 */
import { BENCH_ROUTES, CATEGORIES, type BenchReport, type Category } from './bench-results'

export const BUDGETS = {
  /** Lighthouse scores, 0–1. Performance accepts 0.99 for rounding; the others must be perfect. */
  minScore: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 } satisfies Record<
    Category,
    number
  >,
  maxLcpMs: 1200,
  maxTbtMs: 50,
  maxCls: 0.01,
  /** Route LCP over the floor's (the same page with no JavaScript). */
  maxLcpToFloor: 1.25,
  /** Decimal kilobytes: 100 kB = 100,000 bytes, the stricter reading. */
  maxJsGzipBytes: 100_000,
  maxTotalBytes: 350_000,
} as const

export interface BudgetResult {
  route: string
  budget: string
  measured: string
  limit: string
  pass: boolean
}

const ms = (value: number) => `${Math.round(value)} ms`
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export function checkBudgets(report: BenchReport): BudgetResult[] {
  const results: BudgetResult[] = []
  const add = (route: string, budget: string, measured: string, limit: string, pass: boolean) =>
    results.push({ route, budget, measured, limit, pass })

  const present = new Set(report.routes.map(page => page.name))
  for (const route of BENCH_ROUTES) {
    if (!present.has(route)) add(route, 'measured', 'missing from the report', 'present', false)
  }
  const floorLcp = report.floor?.median?.lcp
  if (typeof floorLcp !== 'number' || !(floorLcp > 0)) {
    add('floor', 'measured', 'missing from the report', 'present', false)
  }

  for (const page of report.routes) {
    const m = page.median
    for (const category of CATEGORIES) {
      const value = m.scores[category]
      const min = BUDGETS.minScore[category]
      add(
        page.name,
        `${category} score`,
        value === undefined
          ? 'not measured'
          : value === null
            ? 'not scored'
            : String(Math.round(value * 100)),
        `≥ ${Math.round(min * 100)}`,
        typeof value === 'number' && value >= min,
      )
    }
    add(page.name, 'LCP', ms(m.lcp), `≤ ${ms(BUDGETS.maxLcpMs)}`, m.lcp <= BUDGETS.maxLcpMs)
    add(page.name, 'TBT', ms(m.tbt), `≤ ${ms(BUDGETS.maxTbtMs)}`, m.tbt <= BUDGETS.maxTbtMs)
    add(page.name, 'CLS', m.cls.toFixed(3), `≤ ${BUDGETS.maxCls}`, m.cls <= BUDGETS.maxCls)
    if (typeof floorLcp === 'number' && floorLcp > 0) {
      const ratio = m.lcp / floorLcp
      add(
        page.name,
        'LCP ÷ floor LCP',
        `${ratio.toFixed(2)} (${ms(m.lcp)} / ${ms(floorLcp)})`,
        `≤ ${BUDGETS.maxLcpToFloor}`,
        ratio <= BUDGETS.maxLcpToFloor,
      )
    }
    add(
      page.name,
      'first-load JS (gzip)',
      kb(m.jsGzipBytes),
      `≤ ${kb(BUDGETS.maxJsGzipBytes)}`,
      m.jsGzipBytes <= BUDGETS.maxJsGzipBytes,
    )
    add(
      page.name,
      'first-load transfer, video excluded',
      kb(m.totalBytes),
      `≤ ${kb(BUDGETS.maxTotalBytes)}`,
      m.totalBytes <= BUDGETS.maxTotalBytes,
    )
    add(
      page.name,
      'video not loaded',
      m.videoRequests.length === 0 ? 'not requested' : `requested: ${m.videoRequests.join(', ')}`,
      'not requested',
      m.videoRequests.length === 0,
    )
  }
  return results
}

export function formatBudgetResults(results: BudgetResult[]): string {
  const rows = results.map(r => [r.pass ? 'PASS' : 'FAIL', r.route, r.budget, r.measured, r.limit])
  const widths = [0, 1, 2, 3].map(column => Math.max(...rows.map(cells => cells[column]!.length)))
  return rows
    .map(cells => cells.map((cell, column) => (column < 4 ? cell.padEnd(widths[column]!) : cell)).join('  '))
    .join('\n')
}

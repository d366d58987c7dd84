/** `npm run bench`: Lighthouse CI, throughput, the slow phone, taps during hydration and image fit (docs/performance.md); `-- --ci` for npm test. */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import pages from '../content/pages.json'
import budgets from './budgets.json'
import { median, runBench, withNginx } from './lib/bench-harness'
import { findChromium } from './lib/system-tools'

const ROOT = path.resolve(__dirname, '..')
const LHCI_DIR = path.join(ROOT, '.lighthouseci')
const LHCI_CONFIG = path.join(os.tmpdir(), 'drobonso-lighthouserc.json')
const PORT = Number(process.env.BENCH_PORT ?? 9380)
const ciMode = process.argv.includes('--ci')
const RUNS = ciMode ? 1 : Number(process.env.BENCH_RUNS ?? 3)

interface Lhr {
  requestedUrl: string
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>
}

const spread = (values: number[], unit: string, digits = 0): string => {
  const fixed = (value: number) => value.toFixed(digits)
  const range = values.length > 1 ? ` (${fixed(Math.min(...values))}–${fixed(Math.max(...values))})` : ''
  return `${fixed(median(values))}${unit}${range}`
}

/** What holds on any machine, so it may fail CI. */
const machineIndependent = {
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'categories:seo': ['error', { minScore: 1 }],
  'resource-summary:script:size': ['error', { maxNumericValue: budgets.maxJsTransferBytes }],
  'resource-summary:total:size': ['error', { maxNumericValue: budgets.maxTotalTransferBytes }],
  'resource-summary:total:count': ['error', { maxNumericValue: budgets.maxRequests }],
  'resource-summary:media:count': ['error', { maxNumericValue: 0 }],
  'prioritize-lcp-image': ['error', { maxLength: 0 }],
  'lcp-lazy-loaded': ['error', { minScore: 1 }],
  'lcp-discovery-insight': ['error', { minScore: 1 }],
}

/** Warnings only: a shared machine varies timings by tens of percent. */
const timings = {
  'largest-contentful-paint': ['warn', { maxNumericValue: budgets.maxLcpMs, aggregationMethod: 'median' }],
  'total-blocking-time': ['warn', { maxNumericValue: budgets.maxTbtMs, aggregationMethod: 'median' }],
  'cumulative-layout-shift': ['warn', { maxNumericValue: budgets.maxCls, aggregationMethod: 'median' }],
}

/** Lighthouse CI's configuration; CI runs only `/`, as the other routes are the same page at a section. */
const lhciConfig = (origin: string, throttling: string) => ({
  ci: {
    collect: {
      url: ciMode
        ? [`${origin}/`]
        : ['', '/__bench/floor'].flatMap(prefix => pages.map(page => `${origin}${prefix}${page.path}`)),
      numberOfRuns: RUNS,
      chromePath: findChromium(),
      settings: {
        throttlingMethod: throttling,
        chromeFlags:
          '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --ignore-certificate-errors',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The test certificate is self-signed; HTTPS itself is checked by the nginx suite.
        skipAudits: ['is-on-https', 'redirects-http'],
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^${origin.replace(/[.]/g, '\\.')}/(?!__bench/)`,
          aggregationMethod: 'median-run',
          assertions: ciMode ? machineIndependent : { ...machineIndependent, ...timings },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'reports/lighthouse' },
  },
})

const lhci = (command: string): number =>
  spawnSync(path.join(ROOT, 'node_modules/.bin/lhci'), [command, '--config', LHCI_CONFIG], {
    cwd: ROOT,
    stdio: 'inherit',
  }).status ?? 1

/** `img in hero`: the tag and section of Lighthouse's selector, short enough for a table cell. */
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; path?: string } }[] }[] } | undefined
  const node = details?.items?.[0]?.items?.[0]?.node
  const tag = node?.path?.split(',').pop()?.toLowerCase() ?? '?'
  const section =
    /#([\w-]+)/.exec(node?.selector ?? '')?.[1] ?? /\.([a-z-]+?)-module--/.exec(node?.selector ?? '')?.[1]
  return section ? `${tag} in ${section}` : tag
}

const resourceSummary = (lhr: Lhr, type: string, key: 'transferSize' | 'requestCount'): number =>
  Number(lhr.audits['resource-summary']?.details?.items?.find(item => item.resourceType === type)?.[key] ?? 0)

function table(lhrs: Lhr[], origin: string, model: string): string {
  const runsOf = (route: string) => lhrs.filter(lhr => new URL(lhr.requestedUrl).pathname === route)
  const rows = [
    "| Route | perf | LCP, median (range) | its floor's LCP | LCP ÷ floor | TBT | its floor's TBT | CLS | JS | total | requests | a11y / BP / SEO | LCP element |",
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const route of pages.map(page => page.path)) {
    const runs = runsOf(route)
    if (runs.length === 0) continue
    const audit = (id: string, of = runs) => of.map(lhr => lhr.audits[id]!.numericValue!)
    const lcp = audit('largest-contentful-paint')
    const floor = runsOf(`/__bench/floor${route}`)
    const floorLcp = floor.length ? median(audit('largest-contentful-paint', floor)) : Number.NaN
    const ratio = median(lcp) / floorLcp
    // The floor has the document's own style and layout tasks too, so TBT above it is what the scripts cost.
    const floorTbt = floor.length ? `${Math.round(median(audit('total-blocking-time', floor)))} ms` : '–'
    const kb = (type: string) =>
      `${(median(runs.map(lhr => resourceSummary(lhr, type, 'transferSize'))) / 1000).toFixed(1)} kB`
    const score = (id: string) => String(Math.round((runs[0]!.categories[id]?.score ?? 0) * 100))
    const performance = median(runs.map(lhr => lhr.categories['performance']?.score ?? 0))
    rows.push(
      `| ${route} | ${Math.round(performance * 100)} | ${spread(lcp, ' ms')} | ${Number.isNaN(floorLcp) ? '–' : `${Math.round(floorLcp)} ms`} | ` +
        `${Number.isNaN(ratio) ? '–' : ratio.toFixed(2)}${ratio > budgets.maxLcpToFloor ? ` (over ${budgets.maxLcpToFloor})` : ''} | ` +
        `${spread(audit('total-blocking-time'), ' ms')} | ${floorTbt} | ${spread(audit('cumulative-layout-shift'), '', 3)} | ` +
        `${kb('script')} | ${kb('total')} | ${median(runs.map(lhr => resourceSummary(lhr, 'total', 'requestCount')))} | ` +
        `${score('accessibility')} / ${score('best-practices')} / ${score('seo')} | ${lcpElement(runs[0]!)} |`,
    )
  }
  return `Lighthouse ${RUNS} run(s) per URL, mobile, ${model}, through nginx at ${origin}:\n\n${rows.join('\n')}`
}

const models: [string, string][] = ciMode
  ? [['provided', 'unthrottled (timings not meaningful)']]
  : [
      ['simulate', 'simulated throttling (as PageSpeed Insights)'],
      ['devtools', 'DevTools throttling'],
    ]

runBench(async () => {
  if (!fs.existsSync(path.join(ROOT, 'public/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  // Each route is compared with its own HTML without scripts, so the ratio isolates what JavaScript costs.
  let status = await withNginx(PORT, { floors: pages.map(page => page.path) }, async origin => {
    for (const [throttling, model] of models) {
      fs.rmSync(LHCI_DIR, { recursive: true, force: true })
      fs.writeFileSync(LHCI_CONFIG, JSON.stringify(lhciConfig(origin, throttling)))
      const collected = lhci('collect')
      if (collected !== 0) return collected
      const lhrs = fs
        .globSync('lhr-*.json', { cwd: LHCI_DIR })
        .map(name => JSON.parse(fs.readFileSync(path.join(LHCI_DIR, name), 'utf8')) as Lhr)
      console.log(`\n${table(lhrs, origin, model)}\n`)
      const checked = lhci('assert') || lhci('upload')
      if (checked !== 0) return checked
    }
    return 0
  })
  for (const next of ciMode ? [] : ['throughput.ts', 'slow-phone.ts', 'hydration-taps.ts', 'image-fit.ts']) {
    if (status !== 0) break
    status = spawnSync('npx', ['tsx', path.join(__dirname, next)], { stdio: 'inherit' }).status ?? 1
  }
  process.exit(status)
})

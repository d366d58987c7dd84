/**
 * The benchmark's results: what one Lighthouse run is reduced to, how runs are combined (median),
 * and the shape of `reports/bench.json`, which the budget check reads.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** The routes the benchmark scores (every page in content/pages.json). */
export const BENCH_ROUTES = ['/', '/about/', '/product/', '/showcase/'] as const

/** Where the script-free copy of the home page is served during the benchmark. */
export const FLOOR_PATH = '/__floor/'

/** The few parts of a Lighthouse result (LH.Result) the benchmark reads. */
export interface LighthouseResultLike {
  lighthouseVersion: string
  finalDisplayedUrl?: string
  environment?: { hostUserAgent?: string; benchmarkIndex?: number }
  runtimeError?: { code: string; message: string }
  runWarnings?: string[]
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >
  audits: Record<
    string,
    | {
        id: string
        title: string
        score: number | null
        scoreDisplayMode?: string
        numericValue?: number
        displayValue?: string
        details?: { type?: string; items?: unknown[] }
      }
    | undefined
  >
}

export interface NetworkRequestLike {
  url: string
  resourceType?: string
  mimeType?: string
  transferSize?: number
  resourceSize?: number
  statusCode?: number
}

export interface RunMetrics {
  /** Category scores 0–1 (null: Lighthouse could not score it). A category absent here was not run. */
  scores: Partial<Record<Category, number | null>>
  /** Milliseconds, simulated (Lighthouse mobile defaults). */
  lcp: number
  fcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** Bytes on the wire for the first load, video excluded (Lighthouse network-requests transferSize). */
  totalBytes: number
  /** Bytes on the wire of the scripts, as the host sent them (Brotli or gzip). */
  jsBytes: number
  /** The same scripts gzipped (level 9): the unit of the JavaScript budget, whatever the host negotiated. */
  jsGzipBytes: number
  requests: number
  scripts: string[]
  /** Video files requested during the load: must stay empty (preload="none"). */
  videoRequests: string[]
  lcpElement?: string
  /** Scored audits (weight > 0) below 1, for diagnosis: `category: audit-id` → the run's value. */
  failedAudits: Record<string, string>
  /** Diagnosis of TBT, from the run's trace: see mainThreadBlocking. */
  blocking?: MainThreadBlocking
  /** Lighthouse's measure of the host's CPU speed during this run (environment.benchmarkIndex). */
  benchmarkIndex?: number
}

export interface TraceEventLike {
  name?: string
  ph?: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread (CPU) time of a complete event, in µs. */
  tdur?: number
  args?: { name?: string; data?: { documentLoaderURL?: string }; beginData?: { url?: string } }
}

/** Σ (4 × task − 50 ms) over a set of tasks, timed by wall clock and by thread CPU time. */
export interface BlockingTime {
  wallMs: number
  cpuMs: number
}

/**
 * A diagnosis of TBT from the trace Lighthouse recorded; the budget is Lighthouse's own TBT.
 * Simulated throttling takes every task of the page's main thread from the navigation on,
 * stretches its wall-clock duration by 4 and re-times it in its model of a phone on a slow
 * network: a task over 50 ms there adds to TBT when the model places it after the first paint,
 * wherever it ran in the real load. So this sums (4 × duration − 50 ms) over all those tasks, an
 * upper bound of what TBT can count, in two parts:
 * - `setup`: tasks that ended before the page's HTML was first parsed, while the tab still showed
 *   about:blank. On the development machine that is the DevTools instrumentation Lighthouse turns
 *   on before navigating (V8 deoptimising and walking its heap, ~30-40 ms of CPU). The model places
 *   it where the HTML arrives, next to the first paint, so it weighs on every route and the floor.
 * - `page`: the tasks from the first parse of the page's HTML on.
 * Each is timed by wall clock and by CPU: wall far above CPU means the OS ran other work in the
 * middle of the task, and that part of TBT is the machine, not the page.
 */
export interface MainThreadBlocking {
  setup: BlockingTime
  page: BlockingTime
}

const isPageUrl = (url: string | undefined): boolean => /^https?:/.test(url ?? '')

export function mainThreadBlocking(events: TraceEventLike[], slowdown = 4): MainThreadBlocking | undefined {
  const navigation = events.find(
    event => event.name === 'navigationStart' && isPageUrl(event.args?.data?.documentLoaderURL),
  )
  if (!navigation) return undefined
  const onMainThread = (event: TraceEventLike) => event.pid === navigation.pid && event.tid === navigation.tid
  const firstParse = events.find(
    event => event.name === 'ParseHTML' && onMainThread(event) && isPageUrl(event.args?.beginData?.url),
  )
  if (!firstParse) return undefined
  const tasks = events.filter(
    event => event.name === 'RunTask' && onMainThread(event) && event.ts >= navigation.ts,
  )
  const blocking = (microseconds: number | undefined) =>
    Math.max(0, ((microseconds ?? 0) / 1000) * slowdown - 50)
  const total = (list: TraceEventLike[]): BlockingTime => ({
    wallMs: Math.round(list.reduce((sum, task) => sum + blocking(task.dur), 0)),
    cpuMs: Math.round(list.reduce((sum, task) => sum + blocking(task.tdur), 0)),
  })
  const endedBeforeParse = (task: TraceEventLike) => task.ts + (task.dur ?? 0) <= firstParse.ts
  return {
    setup: total(tasks.filter(endedBeforeParse)),
    page: total(tasks.filter(task => !endedBeforeParse(task))),
  }
}

export interface PageResult {
  /** The route, or "floor" for the script-free home page. */
  name: string
  url: string
  runs: RunMetrics[]
  median: RunMetrics
  /** This route's median LCP over the floor's (absent on the floor itself). */
  lcpToFloor?: number
}

export interface BenchReport {
  generatedAt: string
  machine: {
    cpus: number
    cpuModel: string
    node: string
    platform: string
    chromium: string
    /** The niceness the static host ran at (negative: ahead of other work on the machine). */
    hostNiceness: number
    lighthouse: string
    loadAverage: number[]
    /** Percent of the machine's CPU time the hypervisor gave other guests during the runs (null: unknown). */
    cpuStealPercent: number | null
    /** Lighthouse's benchmarkIndex over every run (null: none reported); see hostSpeedLine. */
    benchmarkIndex: BenchmarkIndexRange | null
  }
  settings: {
    runs: number
    encodings: string[]
    formFactor: 'mobile'
    throttling: 'simulated'
    /** Flags the benchmark added to Chromium's usual ones (scripts/bench.ts: BENCH_CHROMIUM_ARGS). */
    chromiumFlags: string[]
    /** CPUs of the renderers and of everything else (scripts/lib/cpu-isolation.ts); null: all shared. */
    cpuIsolation: { harness: string; page: string } | null
    /** false: accessibility, best practices and SEO were scored in the first round only. */
    otherCategoriesEveryRun: boolean
  }
  floor: PageResult
  routes: PageResult[]
}

const isVideo = (request: NetworkRequestLike): boolean =>
  request.resourceType === 'Media' ||
  /^video\//.test(request.mimeType ?? '') ||
  /\.(mp4|webm|ogv|mov|m3u8)(\?|$)/i.test(request.url)

/**
 * Reduces one Lighthouse result to the numbers the benchmark reports.
 * `gzipSize(url)` returns the gzip size of a script's body (the host may have sent Brotli).
 */
export function summarizeRun(
  lhr: LighthouseResultLike,
  gzipSize: (url: string) => number,
  trace?: TraceEventLike[],
): RunMetrics {
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    )
  }
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse result has no numeric value for ${id}`)
    return value
  }
  const requests = ((lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequestLike[]).filter(
    request => !request.url.startsWith('data:'),
  )
  const videos = requests.filter(isVideo)
  const loaded = requests.filter(request => !isVideo(request))
  const scripts = loaded.filter(request => request.resourceType === 'Script')
  const sum = (list: NetworkRequestLike[]) => list.reduce((total, r) => total + (r.transferSize ?? 0), 0)

  const scores: Partial<Record<Category, number | null>> = {}
  for (const category of CATEGORIES) {
    const result = lhr.categories[category]
    if (result) scores[category] = result.score
  }

  const failedAudits: Record<string, string> = {}
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      failedAudits[`${category}: ${ref.id}`] = audit.displayValue ?? `score ${audit.score}`
    }
  }

  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items as
    { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] | undefined
  const lcpNode = lcpItems?.[0]?.items?.[0]?.node

  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    totalBytes: sum(loaded),
    jsBytes: sum(scripts),
    jsGzipBytes: scripts.reduce((total, r) => total + gzipSize(r.url), 0),
    requests: loaded.length,
    scripts: scripts.map(r => r.url),
    videoRequests: videos.map(r => r.url),
    lcpElement: lcpNode?.snippet ?? lcpNode?.nodeLabel,
    failedAudits,
    blocking: trace ? mainThreadBlocking(trace) : undefined,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  }
}

const medianBlocking = (list: BlockingTime[]): BlockingTime => ({
  wallMs: median(list.map(item => item.wallMs)),
  cpuMs: median(list.map(item => item.cpuMs)),
})

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const medianOrNull = (values: (number | null)[]): number | null =>
  values.some(value => value === null) ? null : median(values as number[])

/** Median per category over the runs that scored it; a category no run scored stays absent. */
function combineScores(runs: RunMetrics[]): Partial<Record<Category, number | null>> {
  const scores: Partial<Record<Category, number | null>> = {}
  for (const category of CATEGORIES) {
    const values = runs.filter(run => category in run.scores).map(run => run.scores[category] ?? null)
    if (values.length > 0) scores[category] = medianOrNull(values)
  }
  return scores
}

/**
 * Combines runs metric by metric (the median of each). The video list is the union: one run that
 * loaded the video is a failure. Failed audits list each run's value. The script list and LCP
 * element come from the run whose LCP is the median.
 */
export function combineRuns(runs: RunMetrics[]): RunMetrics {
  if (runs.length === 0) throw new Error('no runs to combine')
  const pick = (
    key: 'lcp' | 'fcp' | 'tbt' | 'cls' | 'speedIndex' | 'totalBytes' | 'jsBytes' | 'jsGzipBytes' | 'requests',
  ) => median(runs.map(run => run[key]))
  const lcp = pick('lcp')
  const representative = [...runs].sort((a, b) => Math.abs(a.lcp - lcp) - Math.abs(b.lcp - lcp))[0]!
  return {
    scores: combineScores(runs),
    lcp,
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    speedIndex: pick('speedIndex'),
    totalBytes: pick('totalBytes'),
    jsBytes: pick('jsBytes'),
    jsGzipBytes: pick('jsGzipBytes'),
    requests: pick('requests'),
    scripts: representative.scripts,
    videoRequests: [...new Set(runs.flatMap(run => run.videoRequests))],
    lcpElement: representative.lcpElement,
    blocking: runs.every(run => run.blocking)
      ? {
          setup: medianBlocking(runs.map(run => run.blocking!.setup)),
          page: medianBlocking(runs.map(run => run.blocking!.page)),
        }
      : undefined,
    failedAudits: Object.fromEntries(
      [...new Set(runs.flatMap(run => Object.keys(run.failedAudits)))].map(key => [
        key,
        runs.map(run => run.failedAudits[key] ?? 'passed').join(' / '),
      ]),
    ),
  }
}

export interface BenchmarkIndexRange {
  median: number
  min: number
  max: number
}

/** Median, lowest and highest benchmarkIndex over the runs that report one. */
export function benchmarkIndexRange(runs: RunMetrics[]): BenchmarkIndexRange | null {
  const values = runs.flatMap(run => (typeof run.benchmarkIndex === 'number' ? [run.benchmarkIndex] : []))
  if (values.length === 0) return null
  return {
    median: Math.round(median(values)),
    min: Math.round(Math.min(...values)),
    max: Math.round(Math.max(...values)),
  }
}

/**
 * How fast the host was, for reading TBT: Lighthouse multiplies the host's task lengths by 4, a
 * factor its docs (docs/throttling.md) calibrate for a benchmarkIndex of 1500-2000. A slower host
 * yields a longer TBT for the same page; the budget is not adjusted for it.
 */
export function hostSpeedLine(range: BenchmarkIndexRange | null): string {
  if (!range) return 'Host speed: Lighthouse reported no benchmarkIndex.'
  const verdict =
    range.median < 1500
      ? 'below the 1500-2000 that Lighthouse calibrates its 4x CPU slowdown for: the same page reads a longer TBT here'
      : 'in or above the 1500-2000 that Lighthouse calibrates its 4x CPU slowdown for'
  return `Host speed: Lighthouse benchmarkIndex median ${range.median} (${range.min}-${range.max} over the runs), ${verdict}.`
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const score = (value: number | null | undefined) =>
  value === undefined ? 'n/a' : value === null ? '—' : String(Math.round(value * 100))

/** The table `npm run bench` prints (and the README quotes). Markdown, so it pastes as is. */
export function formatTable(report: Pick<BenchReport, 'floor' | 'routes'>): string {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP',
    'LCP ÷ floor',
    'FCP',
    'TBT',
    'CLS',
    'Total',
    'JS (wire)',
    'JS (gzip)',
    'Requests',
  ]
  const row = (page: PageResult) => {
    const m = page.median
    return [
      page.name,
      score(m.scores.performance),
      score(m.scores.accessibility),
      score(m.scores['best-practices']),
      score(m.scores.seo),
      `${Math.round(m.lcp)} ms`,
      page.lcpToFloor === undefined ? '1.00' : page.lcpToFloor.toFixed(2),
      `${Math.round(m.fcp)} ms`,
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      kb(m.totalBytes),
      kb(m.jsBytes),
      kb(m.jsGzipBytes),
      String(Math.round(m.requests)),
    ]
  }
  const rows = [header, ...report.routes.map(row), row(report.floor)]
  const widths = header.map((_, column) => Math.max(...rows.map(cells => cells[column]!.length)))
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => '-'.repeat(width + 1) + (column === 0 ? '-' : ':')).join('|')}|`
  return [line(header), rule, ...rows.slice(1).map(line)].join('\n')
}

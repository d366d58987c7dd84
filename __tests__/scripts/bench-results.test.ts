/**
 * @jest-environment node
 *
 * How the benchmark reduces Lighthouse results, and how it builds the no-JavaScript floor page.
 */
import {
  benchmarkIndexRange,
  combineRuns,
  formatTable,
  hostSpeedLine,
  mainThreadBlocking,
  median,
  summarizeRun,
  type LighthouseResultLike,
  type RunMetrics,
} from '../../scripts/lib/bench-results'
import { stripScripts } from '../../scripts/lib/strip-scripts'

const ORIGIN = 'http://127.0.0.1:9301'

const lhr = (overrides: { lcp?: number; requests?: object[] } = {}): LighthouseResultLike => ({
  lighthouseVersion: '12.8.2',
  finalDisplayedUrl: `${ORIGIN}/`,
  categories: {
    performance: {
      score: 0.98,
      auditRefs: [
        { id: 'total-blocking-time', weight: 30 },
        { id: 'interactive', weight: 0 },
      ],
    },
    accessibility: { score: 1, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'LCP',
      score: 1,
      numericValue: overrides.lcp ?? 1000,
    },
    'first-contentful-paint': { id: 'first-contentful-paint', title: 'FCP', score: 1, numericValue: 800 },
    'total-blocking-time': {
      id: 'total-blocking-time',
      title: 'TBT',
      score: 0.9,
      numericValue: 120,
      displayValue: '120 ms',
    },
    interactive: { id: 'interactive', title: 'TTI', score: 0.5, numericValue: 4000 },
    'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'CLS', score: 1, numericValue: 0.002 },
    'speed-index': { id: 'speed-index', title: 'SI', score: 1, numericValue: 900 },
    'network-requests': {
      id: 'network-requests',
      title: 'Network requests',
      score: null,
      details: {
        items: overrides.requests ?? [
          { url: `${ORIGIN}/`, resourceType: 'Document', transferSize: 12000 },
          { url: `${ORIGIN}/framework-1.js`, resourceType: 'Script', transferSize: 40000 },
          { url: `${ORIGIN}/app-2.js`, resourceType: 'Script', transferSize: 18000 },
          { url: `${ORIGIN}/static/h/hero.avif`, resourceType: 'Image', transferSize: 20000 },
          { url: 'data:image/svg+xml,<svg/>', resourceType: 'Image', transferSize: 0 },
        ],
      },
    },
  },
})

const gzipSizes: Record<string, number> = {
  [`${ORIGIN}/framework-1.js`]: 45000,
  [`${ORIGIN}/app-2.js`]: 20000,
}
const gzipSize = (url: string) => gzipSizes[url] ?? 0

describe('summarizeRun', () => {
  it('reads the metrics, the first-load bytes and the scored audits below 1', () => {
    const run = summarizeRun(lhr(), gzipSize)
    expect(run).toMatchObject({
      scores: { performance: 0.98, accessibility: 1 },
      lcp: 1000,
      fcp: 800,
      tbt: 120,
      cls: 0.002,
      totalBytes: 90000,
      jsBytes: 58000,
      jsGzipBytes: 65000,
      requests: 4,
      videoRequests: [],
      failedAudits: { 'performance: total-blocking-time': '120 ms' },
    })
    // Categories that were not run are absent, not "failed".
    expect(run.scores).not.toHaveProperty('seo')
  })

  it('keeps the video out of the byte counts and reports it as loaded', () => {
    const run = summarizeRun(
      lhr({
        requests: [
          { url: `${ORIGIN}/`, resourceType: 'Document', transferSize: 12000 },
          { url: `${ORIGIN}/static/v/story.webm`, resourceType: 'Media', transferSize: 900000 },
        ],
      }),
      gzipSize,
    )
    expect(run.totalBytes).toBe(12000)
    expect(run.requests).toBe(1)
    expect(run.videoRequests).toEqual([`${ORIGIN}/static/v/story.webm`])
  })

  it('refuses a result Lighthouse could not produce', () => {
    const broken = { ...lhr(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }
    expect(() => summarizeRun(broken, gzipSize)).toThrow(/NO_FCP/)
  })
})

describe('combineRuns', () => {
  it('takes the median of each metric and the union of video requests', () => {
    const runs: RunMetrics[] = [1300, 900, 1000].map((lcp, index) => ({
      ...summarizeRun(lhr({ lcp }), gzipSize),
      videoRequests: index === 2 ? ['story.webm'] : [],
    }))
    delete runs[1]!.scores.accessibility
    const combined = combineRuns(runs)
    expect(combined.lcp).toBe(1000)
    expect(combined.scores.accessibility).toBe(1)
    expect(combined.videoRequests).toEqual(['story.webm'])
    expect(combined.failedAudits['performance: total-blocking-time']).toBe('120 ms / 120 ms / 120 ms')
  })

  it('median of an even count is the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })
})

describe('mainThreadBlocking (TBT diagnosis from the trace)', () => {
  const navigation = (ts: number, url: string) => ({
    ph: 'R',
    name: 'navigationStart',
    pid: 7,
    tid: 1,
    ts,
    args: { data: { documentLoaderURL: url } },
  })
  const parse = (ts: number, url: string) => ({
    ph: 'X',
    name: 'ParseHTML',
    pid: 7,
    tid: 1,
    ts,
    dur: 1000,
    args: { beginData: { url } },
  })
  const task = (ts: number, wallMs: number, cpuMs: number, tid = 1) => ({
    ph: 'X',
    name: 'RunTask',
    pid: 7,
    tid,
    ts,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
  })

  it('sums (x4, beyond 50 ms) by wall clock and CPU, apart for the set-up before the page is parsed and for the page', () => {
    const events = [
      task(0, 90, 90), // before the navigation: not counted
      navigation(100, 'about:blank'), // the blank tab's own navigation is not the page's
      navigation(1000, 'http://127.0.0.1:9301/'),
      task(2000, 40, 30), // set-up (ends before the parse): 110 by wall clock, 70 by CPU
      task(60_000, 30, 5), // holds the first parse: the page's; 70 by wall clock, under 50 by CPU
      parse(61_000, 'http://127.0.0.1:9301/'),
      task(100_000, 20, 20), // 30 and 30
      task(200_000, 10, 10), // under the threshold
      task(300_000, 90, 90, 2), // another thread: not counted
    ]
    expect(mainThreadBlocking(events)).toEqual({
      setup: { wallMs: 110, cpuMs: 70 },
      page: { wallMs: 100, cpuMs: 30 },
    })
  })

  it("gives up without the page's navigation or its first parse", () => {
    expect(mainThreadBlocking([task(2000, 30, 30), parse(3000, 'http://x/')])).toBeUndefined()
    expect(mainThreadBlocking([navigation(1000, 'http://x/'), task(2000, 30, 30)])).toBeUndefined()
  })
})

describe('host speed (Lighthouse benchmarkIndex)', () => {
  it("keeps each run's benchmarkIndex and gives the median and range over the runs that have one", () => {
    const run = (benchmarkIndex?: number) => ({ ...summarizeRun(lhr(), gzipSize), benchmarkIndex })
    expect(summarizeRun({ ...lhr(), environment: { benchmarkIndex: 1234.5 } }, gzipSize).benchmarkIndex).toBe(
      1234.5,
    )
    expect(benchmarkIndexRange([run(1000), run(2200), run(1500), run()])).toEqual({
      median: 1500,
      min: 1000,
      max: 2200,
    })
    expect(benchmarkIndexRange([run()])).toBeNull()
  })

  it('says when the host is slower than the 4x CPU slowdown assumes, which lengthens TBT', () => {
    expect(hostSpeedLine({ median: 1100, min: 1000, max: 1700 })).toMatch(
      /median 1100 \(1000-1700 over the runs\), below the 1500-2000 .* longer TBT/,
    )
    expect(hostSpeedLine({ median: 2100, min: 2000, max: 2200 })).toMatch(
      /median 2100 .*, in or above the 1500-2000/,
    )
    expect(hostSpeedLine(null)).toBe('Host speed: Lighthouse reported no benchmarkIndex.')
  })
})

describe('formatTable', () => {
  it('prints one row per route and the floor, with the LCP ratio to the floor', () => {
    const run = summarizeRun(lhr(), gzipSize)
    const table = formatTable({
      routes: [{ name: '/', url: `${ORIGIN}/`, runs: [run], median: run, lcpToFloor: 1.111 }],
      floor: { name: 'floor', url: `${ORIGIN}/__floor/`, runs: [run], median: run },
    })
    const lines = table.split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^\| Route +\| Perf \| A11y \|/)
    expect(lines[2]).toMatch(/^\| \/ .*\| +98 \| +100 \| +n\/a \|.*\| 1000 ms \| +1.11 \|/)
    expect(lines[3]).toMatch(/^\| floor .*\| +1.00 \|/)
  })
})

describe('stripScripts (the floor page)', () => {
  const page = `<!DOCTYPE html><html><head><style>body{}</style>
<link rel="preload" href="/page-data/index/page-data.json" as="fetch" crossorigin="anonymous"/>
<link as="script" rel="preload" href="/app-1.js"/><link rel="modulepreload" href="/m.js">
<link rel="preload" href="/static/font.woff2" as="font" type="font/woff2" crossorigin/>
<link rel="canonical" href="https://example.com/"/>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script type="module">document.body.addEventListener('load', () => {})</script>
</head><body><main><img src="/static/h/hero.avif" alt=""></main>
<script id="gatsby-chunk-mapping">
  window.___chunkMapping="{}";
</script><script src="/app-1.js" async></script></body></html>`

  it('removes every script and script or page-data preload, and nothing else', () => {
    const floor = stripScripts(page)
    expect(floor).not.toMatch(/<script/i)
    expect(floor).not.toContain('/app-1.js')
    expect(floor).not.toContain('/m.js')
    expect(floor).not.toContain('page-data.json')
    expect(floor).toContain('<link rel="preload" href="/static/font.woff2" as="font"')
    expect(floor).toContain('<link rel="canonical"')
    expect(floor).toContain('<style>body{}</style>')
    expect(floor).toContain('<img src="/static/h/hero.avif" alt="">')
  })
})

/**
 * `npm run bench`: scores every route with Lighthouse 12 (mobile, simulated throttling) beside the
 * home page's no-JavaScript floor, prints the table and writes reports/bench.json (read by
 * `npm run bench:check`) plus every run's full Lighthouse result under reports/lighthouse/.
 *
 *   npm run bench                      build if public/ is stale, 3 runs per page
 *   npm run bench -- --runs 5          more runs (or BENCH_RUNS=5)
 *   npm run bench -- --no-build        measure public/ as it is
 *   npm run bench -- --build           rebuild even if public/ looks fresh
 *   npm run bench -- --encoding gzip   host sends gzip only (default: Brotli, else gzip)
 *   npm run bench -- --all-categories  score all four categories in every run
 *   npm run bench -- --with-render-document  leave Chromium's RenderDocument on (see BENCH_CHROMIUM_ARGS)
 *   npm run bench -- --shared-cpus     let the page's renderer share every CPU with the harness
 *                                      (default on Linux with 2+ CPUs: its own half, see lib/cpu-isolation.ts)
 *
 * Performance is scored in every run (the median is reported). Accessibility, best practices and
 * SEO do not depend on timing, so by default they are scored in the first round only: this keeps
 * the whole run under a few minutes on a small machine.
 *
 * Ports: BENCH_PORT (static host, default 9301) and BENCH_DEBUG_PORT (Chromium, default 9302).
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { findChromium } from './lib/find-chromium'
import { launchBenchChromium } from './lib/bench-chromium'
import { formatCpuList, planCpuSplit, setAffinity } from './lib/cpu-isolation'
import { forkStaticServer, type Encoding } from './lib/static-server'
import { stripScripts } from './lib/strip-scripts'
import { readCpuTimes, stealPercent } from './lib/cpu-steal'
import {
  BENCH_ROUTES,
  CATEGORIES,
  FLOOR_PATH,
  benchmarkIndexRange,
  combineRuns,
  hostSpeedLine,
  formatTable,
  summarizeRun,
  type BenchReport,
  type LighthouseResultLike,
  type PageResult,
  type RunMetrics,
  type TraceEventLike,
} from './lib/bench-results'

const ROOT = path.resolve(__dirname, '..')
const PUBLIC = path.join(ROOT, 'public')
const REPORTS = path.join(ROOT, 'reports')

interface Options {
  runs: number
  build: 'auto' | 'always' | 'never'
  encodings: Encoding[]
  allCategories: boolean
  renderDocument: boolean
  isolateCpus: boolean
  port: number
  debugPort: number
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    runs: Number(process.env.BENCH_RUNS ?? 3),
    build: 'auto',
    encodings: ['br', 'gzip'],
    allCategories: false,
    renderDocument: false,
    isolateCpus: true,
    port: Number(process.env.BENCH_PORT ?? 9301),
    debugPort: Number(process.env.BENCH_DEBUG_PORT ?? 9302),
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const value = () => {
      const next = arg.includes('=') ? arg.split('=')[1] : argv[++i]
      if (next === undefined) throw new Error(`${arg} needs a value`)
      return next
    }
    if (arg === '--no-build') options.build = 'never'
    else if (arg === '--build') options.build = 'always'
    else if (arg === '--all-categories') options.allCategories = true
    else if (arg === '--with-render-document') options.renderDocument = true
    else if (arg === '--shared-cpus') options.isolateCpus = false
    else if (arg.startsWith('--runs')) options.runs = Number(value())
    else if (arg.startsWith('--encoding')) options.encodings = value().split(',') as Encoding[]
    else throw new Error(`Unknown option ${arg}`)
  }
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error('--runs must be a positive integer')
  if (!options.encodings.every(e => e === 'br' || e === 'gzip'))
    throw new Error('--encoding takes br, gzip or both')
  return options
}

/** Newest modification time under the given paths (files or folders), skipping generated files. */
function newestSource(paths: string[]): { file: string; mtime: number } {
  let newest = { file: '', mtime: 0 }
  const visit = (file: string) => {
    if (!fs.existsSync(file) || file.endsWith('gatsby-types.d.ts')) return
    const stat = fs.statSync(file)
    if (stat.isDirectory()) fs.readdirSync(file).forEach(name => visit(path.join(file, name)))
    else if (stat.mtimeMs > newest.mtime) newest = { file, mtime: stat.mtimeMs }
  }
  paths.forEach(visit)
  return newest
}

/** A build is fresh when every page of the benchmark is newer than every source it is built from. */
function buildIsFresh(): { fresh: boolean; reason: string } {
  const pages = BENCH_ROUTES.map(route => path.join(PUBLIC, route, 'index.html'))
  const missing = pages.find(page => !fs.existsSync(page))
  if (missing) return { fresh: false, reason: `${path.relative(ROOT, missing)} does not exist` }
  const oldestPage = Math.min(...pages.map(page => fs.statSync(page).mtimeMs))
  const rootFiles = fs
    .readdirSync(ROOT)
    .filter(name => /^gatsby-.*\.tsx?$/.test(name) || name === 'package-lock.json')
    .map(name => path.join(ROOT, name))
  const source = newestSource(['src', 'content', 'static'].map(dir => path.join(ROOT, dir)).concat(rootFiles))
  if (source.mtime > oldestPage) {
    return { fresh: false, reason: `${path.relative(ROOT, source.file)} is newer than the build` }
  }
  return { fresh: true, reason: 'public/ is newer than src/, content/, static/ and gatsby-*' }
}

function build() {
  console.log('[bench] building the site (npm run build)…')
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error('gatsby build failed')
}

/**
 * Lighthouse adds the host's observed response time to every simulated request, so the static
 * host (a child process) runs ahead of other work on a busy machine: nice -10 as root, or
 * BENCH_NICE. Chromium manages its own processes' priorities, so it is left alone.
 */
function raisePriority(pid: number | undefined): number {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const niceness = Number(process.env.BENCH_NICE ?? (isRoot ? -10 : 0))
  if (!pid || niceness === 0) return 0
  try {
    os.setPriority(pid, niceness)
    return niceness
  } catch {
    return 0
  }
}

/**
 * Chromium flags of the benchmark alone. With RenderDocument (on by default in Chromium), every
 * navigation gets a new frame, and DevTools restores each agent Lighthouse turned on (debugger,
 * coverage) into it before the page commits: four V8 heap walks and a deoptimisation, 14-24 ms of
 * main-thread CPU here, a task that Lighthouse's model then places next to the first paint. It
 * weighed on every route and on the no-JavaScript floor alike (up to ~45 ms of TBT, and LCP one
 * ~150 ms step later), and no visitor pays it: their browser has no DevTools session to restore.
 * Without RenderDocument the navigation keeps the frame and its agents, so the trace holds only
 * the page's own work. Lighthouse's own launcher (chrome-launcher) turns RenderDocument off too.
 * `--with-render-document` measures with Chromium's default for comparison.
 */
const BENCH_CHROMIUM_ARGS = ['--disable-features=RenderDocument']

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const started = Date.now()

  if (options.build === 'always') build()
  else {
    const { fresh, reason } = buildIsFresh()
    if (fresh) console.log(`[bench] reusing the build: ${reason}`)
    else if (options.build === 'never')
      console.warn(`[bench] --no-build: measuring a stale build (${reason})`)
    else {
      console.log(`[bench] ${reason}`)
      build()
    }
  }

  const homeHtml = fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8')
  const floorHtml = stripScripts(homeHtml)
  const server = await forkStaticServer({
    root: PUBLIC,
    port: options.port,
    encodings: options.encodings,
    overrides: { [FLOOR_PATH]: floorHtml },
  })
  const serverNiceness = raisePriority(server.pid)
  const origin = `http://127.0.0.1:${options.port}`

  const gzipCache = new Map<string, number>()
  const gzipSize = (url: string): number => {
    const { pathname, origin: urlOrigin } = new URL(url)
    if (urlOrigin !== origin) throw new Error(`unexpected third-party script ${url}`)
    let size = gzipCache.get(pathname)
    if (size === undefined) {
      const body = pathname === FLOOR_PATH ? floorHtml : fs.readFileSync(path.join(PUBLIC, pathname))
      size = zlib.gzipSync(body, { level: 9 }).length
      gzipCache.set(pathname, size)
    }
    return size
  }

  const executable = findChromium()
  let chromium: Awaited<ReturnType<typeof launchBenchChromium>> | undefined
  const cleanup = async () => {
    await chromium?.stop()
    await server.close()
  }
  process.once('SIGINT', () => {
    void cleanup().then(() => process.exit(130))
  })

  try {
    const chromiumFlags = options.renderDocument ? [] : BENCH_CHROMIUM_ARGS
    const { split, reason } = options.isolateCpus ? planCpuSplit() : { split: null, reason: '--shared-cpus' }
    if (split) {
      setAffinity(process.pid, split.harness)
      if (server.pid) setAffinity(server.pid, split.harness)
    }
    chromium = await launchBenchChromium({
      executable,
      port: options.debugPort,
      extraArgs: chromiumFlags,
      split,
    })
    console.log(
      `[bench] ${chromium.version} (${executable}), pid ${chromium.pid}, serving public/ on ${origin}`,
    )
    const cpuIsolation = split
      ? `renderers on CPU ${formatCpuList(split.page)}; Chromium's other processes, Lighthouse and the static host on CPU ${formatCpuList(split.harness)}`
      : `every process shares every CPU (${reason})`
    console.log(`[bench] ${cpuIsolation}`)
    const { default: lighthouse } = await import('lighthouse')

    const pages = [
      { name: 'floor', path: FLOOR_PATH },
      ...BENCH_ROUTES.map(route => ({ name: route, path: route })),
    ]
    const runs = new Map<string, RunMetrics[]>(pages.map(page => [page.name, []]))
    fs.mkdirSync(path.join(REPORTS, 'lighthouse'), { recursive: true })
    let lighthouseVersion = ''

    const cpuBefore = readCpuTimes()
    // Round-robin: each round measures every page once, so machine noise spreads over all pages.
    for (let round = 1; round <= options.runs; round++) {
      for (const page of pages) {
        const url = origin + page.path
        const t0 = Date.now()
        const categories = round === 1 || options.allCategories ? [...CATEGORIES] : ['performance']
        const result = await lighthouse(url, {
          port: options.debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        const lhr = result.lhr as unknown as LighthouseResultLike
        lighthouseVersion = lhr.lighthouseVersion
        const slug = page.name === '/' ? 'home' : page.name.replace(/\//g, '')
        fs.writeFileSync(
          path.join(REPORTS, 'lighthouse', `${slug}-${round}.json`),
          JSON.stringify(result.lhr),
        )
        const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEventLike[] } } | undefined)?.Trace
        const metrics = summarizeRun(lhr, gzipSize, trace?.traceEvents)
        runs.get(page.name)!.push(metrics)
        console.log(
          `[bench] round ${round}/${options.runs} ${page.name.padEnd(10)} perf ${Math.round((metrics.scores.performance ?? 0) * 100)}` +
            ` LCP ${Math.round(metrics.lcp)} ms TBT ${Math.round(metrics.tbt)} ms (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        )
      }
    }

    const steal = stealPercent(cpuBefore, readCpuTimes())
    const results: PageResult[] = pages.map(page => {
      const pageRuns = runs.get(page.name)!
      return { name: page.name, url: origin + page.path, runs: pageRuns, median: combineRuns(pageRuns) }
    })
    const floor = results[0]!
    const routes = results.slice(1).map(page => ({ ...page, lcpToFloor: page.median.lcp / floor.median.lcp }))

    const report: BenchReport = {
      generatedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        platform: `${os.type()} ${os.release()}`,
        chromium: chromium.version,
        hostNiceness: serverNiceness,
        lighthouse: lighthouseVersion,
        loadAverage: os.loadavg().map(load => Number(load.toFixed(2))),
        cpuStealPercent: steal === null ? null : Number(steal.toFixed(1)),
        benchmarkIndex: benchmarkIndexRange(results.flatMap(page => page.runs)),
      },
      settings: {
        runs: options.runs,
        encodings: options.encodings,
        formFactor: 'mobile',
        throttling: 'simulated',
        chromiumFlags,
        cpuIsolation: split
          ? { harness: formatCpuList(split.harness), page: formatCpuList(split.page) }
          : null,
        otherCategoriesEveryRun: options.allCategories,
      },
      floor,
      routes,
    }
    fs.writeFileSync(path.join(REPORTS, 'bench.json'), JSON.stringify(report, null, 2) + '\n')

    console.log(
      `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling; median of ${options.runs} run(s); ` +
        `${report.machine.cpus} CPUs (load ${report.machine.loadAverage.join(' ')}` +
        `${steal === null ? '' : `, ${steal.toFixed(1)}% of CPU time stolen by the hypervisor`}), Node ${process.version}, ` +
        `${chromium.version}${chromiumFlags.length ? ` ${chromiumFlags.join(' ')}` : ''}; ${report.generatedAt}\n`,
    )
    console.log(formatTable(report))
    console.log('\nFloor = the home page with every <script>, script preload and page-data preload removed.')
    for (const page of [...routes, floor]) {
      const m = page.median
      console.log(`\n${page.name}: LCP element ${m.lcpElement ?? '?'}`)
      if (m.blocking) {
        const { setup, page: own } = m.blocking
        console.log(
          `  main-thread tasks TBT may count (x4, beyond 50 ms), wall clock / CPU time: ` +
            `Lighthouse's set-up before the page arrived ${setup.wallMs} / ${setup.cpuMs} ms, ` +
            `the page ${own.wallMs} / ${own.cpuMs} ms`,
        )
      }
      if (m.videoRequests.length) console.log(`  VIDEO REQUESTED ON LOAD: ${m.videoRequests.join(', ')}`)
      for (const [audit, values] of Object.entries(m.failedAudits))
        console.log(`  below 1: ${audit}: ${values}`)
    }
    // Last, so a CI log cut to its tail still tells how the machine was.
    console.log(`\n${hostSpeedLine(report.machine.benchmarkIndex)}\nCPUs: ${cpuIsolation}.`)
    console.log(
      `\n[bench] wrote ${path.relative(ROOT, path.join(REPORTS, 'bench.json'))} and reports/lighthouse/*.json in ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s. Check the budgets with: npm run bench:check`,
    )
  } finally {
    await cleanup()
  }
}

main().catch(error => {
  console.error(`[bench] ${(error as Error).stack ?? error}`)
  process.exit(1)
})

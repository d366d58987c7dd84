/** `npm run bench:hydration`: the slowest menu tap while the page hydrates, beside the no-JavaScript floor (issue 45). */
import { setTimeout as sleep } from 'timers/promises'
import type { Browser } from '@playwright/test'
import { SLOW_4G, SLOW_PHONE, median, onSlowPhone, runBench, withChromium } from './lib/bench-harness'

const PORT = Number(process.env.HYDRATION_PORT ?? 9395)
const RUNS = Number(process.env.HYDRATION_RUNS ?? 5)
const TAP_EVERY_MS = 150
const TAP_UNTIL_MS = 3000
const MENU = 'button[aria-controls="mobile-menu"]'
const GOAL = 1.5

// Event Timing (what INP is made of) and long tasks, and when React first took the root (hydrateRoot marks it).
const OBSERVE = `
  window.__bench = { worst: 0, longestTask: 0, renderedAt: 0 };
  new PerformanceObserver(list => { for (const e of list.getEntries()) if (e.interactionId) __bench.worst = Math.max(__bench.worst, e.duration) })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(list => { for (const e of list.getEntries()) __bench.longestTask = Math.max(__bench.longestTask, e.duration) })
    .observe({ type: 'longtask', buffered: true });
  const poll = setInterval(() => {
    const root = document.getElementById('___gatsby');
    if (root && Object.keys(root).some(key => key.startsWith('__reactContainer'))) { __bench.renderedAt = performance.now(); clearInterval(poll) }
  }, 20);`

/** Taps the menu every 150 ms from its first paint until 3 s after React's first render (the floor: after `load`). */
const measure = (browser: Browser, url: string, floor: boolean) =>
  onSlowPhone(browser, true, SLOW_4G, async page => {
    await page.addInitScript(OBSERVE)
    await page.goto(url, { waitUntil: 'commit' })
    const menu = page.locator(MENU)
    await menu.waitFor({ state: 'visible', timeout: 60_000 })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    const box = (await menu.boundingBox())!
    const deadline = Date.now() + 60_000
    let taps = 0
    for (;;) {
      const tapAt = Date.now()
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      taps++
      const { now, started } = await page.evaluate(floor => {
        const bench = (window as unknown as { __bench: { renderedAt: number } }).__bench
        const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
        return { now: performance.now(), started: floor ? (load?.loadEventEnd ?? 0) : bench.renderedAt }
      }, floor)
      if (started > 0 && now > started + TAP_UNTIL_MS) break
      if (Date.now() > deadline) throw new Error(`${url}: no ${floor ? 'load' : 'client render'} within 60 s`)
      await sleep(Math.max(0, TAP_EVERY_MS - (Date.now() - tapAt)))
    }
    await sleep(500)
    const { worst, longestTask } = await page.evaluate<{ worst: number; longestTask: number }>('__bench')
    return { worst, longestTask, taps }
  })

runBench(() =>
  withChromium(PORT, { floors: ['/'] }, async (origin, browser) => {
    const runs: Record<'page' | 'floor', Awaited<ReturnType<typeof measure>>[]> = { page: [], floor: [] }
    // Interleaved, so the machine's load falls on both alike.
    for (let run = 0; run < RUNS; run++) {
      runs.page.push(await measure(browser, `${origin}/`, false))
      runs.floor.push(await measure(browser, `${origin}/__bench/floor/`, true))
    }
    const row = (name: string, of: typeof runs.page) =>
      `| ${name} | ${median(of.map(r => r.worst))} ms (${of.map(r => r.worst).join(', ')}) | ` +
      `${median(of.map(r => r.longestTask))} ms (${of.map(r => Math.round(r.longestTask)).join(', ')}) | ${median(of.map(r => r.taps))} |`
    const ratio = median(runs.page.map(r => r.worst)) / median(runs.floor.map(r => r.worst))
    console.log(
      `\nTaps during hydration on /: ${SLOW_PHONE.viewport.width} px, CPU ${SLOW_PHONE.cpuSlowdown}×, ` +
        `${SLOW_4G.latencyMs} ms RTT, ${SLOW_4G.kbitPerSecond} kbit/s; the menu tapped every ${TAP_EVERY_MS} ms ` +
        `until ${TAP_UNTIL_MS / 1000} s after React's first render (floor: after load); ${RUNS} runs each.\n\n` +
        '| Page | worst interaction: median (runs) | longest task: median (runs) | taps |\n|---|---|---|---|\n' +
        `${row('with JavaScript', runs.page)}\n${row('floor (no scripts)', runs.floor)}\n\n` +
        `Worst interaction ÷ floor: ${ratio.toFixed(2)} (goal ≤ ${GOAL}). Timings vary with the machine's load.`,
    )
  }),
)

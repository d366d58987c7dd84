/** `npm run bench:phone`: largest paint and first taps on a slow phone, beside each route's no-JavaScript floor. */
import { setTimeout as sleep } from 'timers/promises'
import type { Browser } from '@playwright/test'
import pages from '../content/pages.json'
import { SLOW_PHONE, median, onSlowPhone, runBench, withChromium } from './lib/bench-harness'

const PORT = Number(process.env.PHONE_PORT ?? 9390)
const RUNS = Number(process.env.PHONE_RUNS ?? 5)
const MAX_TAPS = 12

/** Buy Now is tapped on /product/, which opens at the cards, so it is on the first screen. */
const TAP_CONTROLS = [
  {
    name: 'Buy Now',
    path: '/product/',
    control: '#products button[aria-haspopup="dialog"]',
    // Evaluated in the page: true once the control's state is open.
    opened: `!!document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')`,
  },
  {
    name: 'Menu',
    path: '/',
    control: 'button[aria-controls="mobile-menu"]',
    opened: `(function(){var m=document.getElementById('mobile-menu');return !!m&&m.checkVisibility()})()`,
  },
] as const

/** A tap a second from when the control shows, as an impatient visitor does. */
const measureFirstTap = (
  browser: Browser,
  baseUrl: string,
  target: (typeof TAP_CONTROLS)[number],
  javaScriptEnabled: boolean,
) =>
  onSlowPhone(browser, javaScriptEnabled, SLOW_PHONE, async page => {
    const start = Date.now()
    await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'commit' })
    const control = page.locator(target.control).first()
    await control.waitFor({ state: 'visible', timeout: 60_000 })
    // Visible once painted, polled from here because waitForFunction's in-page timer stalls with JavaScript off.
    const painted = () =>
      page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    while (!(await painted())) {
      if (Date.now() - start > 60_000) throw new Error(`${target.path} did not paint within 60 s`)
      await sleep(100)
    }
    const shownAt = Date.now()
    for (let tap = 1; tap <= MAX_TAPS; tap++) {
      const tapAt = Date.now()
      await control.scrollIntoViewIfNeeded()
      const box = await control.boundingBox()
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      // The main thread handles the click before this evaluation, so a state still closed means a lost tap.
      await page.evaluate(() => document.readyState)
      do {
        if (await page.evaluate(target.opened)) {
          return { tapsLost: tap - 1, openedAfterMs: Date.now() - shownAt, shownAtMs: shownAt - start }
        }
        await sleep(50)
      } while (Date.now() - tapAt < 1000)
    }
    return { tapsLost: MAX_TAPS, openedAfterMs: null, shownAtMs: shownAt - start }
  })

/** Read through DevTools rather than in the page, so it works with JavaScript off too. */
const measureLcp = (browser: Browser, url: string, javaScriptEnabled: boolean): Promise<number> =>
  onSlowPhone(browser, javaScriptEnabled, SLOW_PHONE, async (page, cdp) => {
    let lcpSeconds = 0
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.type === 'largest-contentful-paint') lcpSeconds = event.time
    })
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    // The last candidate reported once the page settles is the largest paint.
    await sleep(1500)
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    if (!lcpSeconds) throw new Error(`No largest-contentful-paint reported for ${url}`)
    return lcpSeconds * 1000 - timeOrigin
  })

const ms = (value: number | null): string => (value === null ? 'never' : `${Math.round(value)} ms`)
const range = (values: number[]): string =>
  values.length ? `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}` : '–'

const repeat = async <T>(measure: () => Promise<T>): Promise<T[]> => {
  const results: T[] = []
  for (let run = 0; run < RUNS; run++) results.push(await measure())
  return results
}

async function largestPaintTable(browser: Browser, base: string): Promise<string[]> {
  const rows = [
    '| Route | LCP, JavaScript on: median (range) | LCP, floor (JavaScript off) | on ÷ floor |',
    '|---|---|---|---|',
  ]
  for (const { path: route } of pages) {
    const on = await repeat(() => measureLcp(browser, `${base}${route}`, true))
    const off = await repeat(() => measureLcp(browser, `${base}${route}`, false))
    rows.push(
      `| ${route} | ${ms(median(on))} (${range(on)}) | ${ms(median(off))} (${range(off)}) | ${(median(on) / median(off)).toFixed(2)} |`,
    )
  }
  return rows
}

async function firstTapTable(browser: Browser, base: string): Promise<{ rows: string[]; lost: number }> {
  const rows = [
    '| Control | JavaScript | shown at (median) | taps lost per run | opened after shown: median (range) | opened |',
    '|---|---|---|---|---|---|',
  ]
  let lost = 0
  for (const control of TAP_CONTROLS) {
    for (const javaScriptEnabled of [true, false]) {
      const results = await repeat(() => measureFirstTap(browser, base, control, javaScriptEnabled))
      const opened = results.flatMap(result => (result.openedAfterMs === null ? [] : [result.openedAfterMs]))
      const taps = results.map(result => result.tapsLost)
      lost += taps.reduce((sum, value) => sum + value, 0)
      rows.push(
        `| ${control.name} | ${javaScriptEnabled ? 'on' : 'off (floor)'} | ${ms(median(results.map(r => r.shownAtMs)))} | ` +
          `${taps.join(', ')} | ${ms(opened.length ? median(opened) : null)} (${range(opened)}) | ${opened.length}/${results.length} |`,
      )
    }
  }
  return { rows, lost }
}

runBench(() =>
  withChromium(PORT, {}, async (base, browser) => {
    const paint = await largestPaintTable(browser, base)
    const { rows, lost } = await firstTapTable(browser, base)
    console.log(
      `\nA slow phone in real Chromium: ${SLOW_PHONE.latencyMs} ms RTT, ${SLOW_PHONE.kbitPerSecond} kbit/s, ` +
        `CPU ${SLOW_PHONE.cpuSlowdown}× slower, ${SLOW_PHONE.viewport.width} px; ${RUNS} runs each.\n\n` +
        `${paint.join('\n')}\n\nFirst tap, one tap a second from the moment the control shows:\n\n${rows.join('\n')}\n\n` +
        `Taps lost in all runs: ${lost}. Timings vary with the machine's load; taps lost do not.`,
    )
    if (lost > 0) process.exitCode = 1
  }),
)

/** `npm run bench:phone`: largest paint and first taps on a slow phone, beside each route's no-JavaScript floor. */
import type { Browser } from '@playwright/test'
import pages from '../content/pages.json'
import { median, runBench, withChromium } from './lib/bench-harness'
import { SLOW_PHONE, TAP_CONTROLS, measureFirstTap, measureLcp, type TapResult } from './lib/slow-phone'

const PORT = Number(process.env.PHONE_PORT ?? 9390)
const RUNS = Number(process.env.PHONE_RUNS ?? 5)

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
    const on = await repeat(() => measureLcp(browser, `${base}${route}`))
    const off = await repeat(() => measureLcp(browser, `${base}${route}`, { javaScriptEnabled: false }))
    const ratio = median(on) / median(off)
    rows.push(
      `| ${route} | ${ms(median(on))} (${range(on)}) | ${ms(median(off))} (${range(off)}) | ${ratio.toFixed(2)} |`,
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
      const results: TapResult[] = await repeat(() =>
        measureFirstTap(browser, base, control, { javaScriptEnabled }),
      )
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
    const taps = await firstTapTable(browser, base)
    console.log(
      `\nA slow phone in real Chromium: ${SLOW_PHONE.latencyMs} ms RTT, ${SLOW_PHONE.kbitPerSecond} kbit/s, ` +
        `CPU ${SLOW_PHONE.cpuSlowdown}× slower, ${SLOW_PHONE.viewport.width} px; ${RUNS} runs each.\n`,
    )
    console.log(paint.join('\n'))
    console.log('\nFirst tap, one tap a second from the moment the control shows:\n')
    console.log(taps.rows.join('\n'))
    console.log(
      `\nTaps lost in all runs: ${taps.lost}. Timings vary with the machine's load; taps lost do not.`,
    )
    if (taps.lost > 0) process.exitCode = 1
  }),
)

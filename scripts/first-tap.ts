/**
 * `npm run bench:first-tap` (and the end of `npm run bench`): what a new visitor on a slow phone
 * gets from the first tap on Buy Now and on the menu button, with JavaScript and without (the
 * no-JavaScript floor), median of several runs. Serves public/ as it is; build first.
 *
 *   npm run bench:first-tap                 5 runs per control and mode (or FIRST_TAP_RUNS=3)
 */
import path from 'path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './lib/find-chromium'
import { startStaticServer } from './lib/static-server'
import { SLOW_PHONE, TAP_CONTROLS, measureFirstTap, type TapResult } from './lib/first-tap'
import { median } from './lib/bench-results'

const ROOT = path.resolve(__dirname, '..')
const PORT = Number(process.env.FIRST_TAP_PORT ?? 9311)
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5)

const ms = (value: number | null): string => (value === null ? 'never' : `${Math.round(value)} ms`)
const range = (values: number[]): string =>
  values.length ? `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}` : '–'

async function main(): Promise<void> {
  const server = await startStaticServer({ root: path.join(ROOT, 'public'), port: PORT, host: '127.0.0.1' })
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  const rows: string[] = []
  let lost = 0
  try {
    for (const control of TAP_CONTROLS) {
      for (const javaScriptEnabled of [true, false]) {
        const results: TapResult[] = []
        for (let run = 0; run < RUNS; run++) {
          results.push(
            await measureFirstTap(browser, `http://127.0.0.1:${PORT}`, control, { javaScriptEnabled }),
          )
        }
        const opened = results.flatMap(result =>
          result.openedAfterMs === null ? [] : [result.openedAfterMs],
        )
        const taps = results.map(result => result.tapsLost)
        lost += taps.reduce((sum, value) => sum + value, 0)
        rows.push(
          `| ${control.name} | ${javaScriptEnabled ? 'on' : 'off (floor)'} | ${ms(median(results.map(r => r.shownAtMs)))} | ` +
            `${taps.join(', ')} | ${ms(opened.length ? median(opened) : null)} (${range(opened)}) | ${opened.length}/${results.length} |`,
        )
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
  console.log(
    `\nFirst tap on a slow phone: ${SLOW_PHONE.latencyMs} ms RTT, ${SLOW_PHONE.kbitPerSecond} kbit/s, ` +
      `CPU ${SLOW_PHONE.cpuSlowdown}× slower, ${SLOW_PHONE.viewport.width} px; one tap a second; ${RUNS} runs each.\n`,
  )
  console.log(
    '| Control | JavaScript | shown at (median) | taps lost per run | opened after shown: median (range) | opened |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  console.log(`\nTaps lost in all runs: ${lost}. Timings vary with the machine's load; taps lost do not.`)
  if (lost > 0) process.exitCode = 1
}

main().catch(error => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

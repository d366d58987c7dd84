/** A new visitor's first tap and largest paint on a throttled phone in real Chromium (`npm run bench:phone`). */
import { setTimeout as sleep } from 'timers/promises'
import type { Browser, Page } from '@playwright/test'

export const SLOW_PHONE = {
  latencyMs: 400,
  kbitPerSecond: 400,
  cpuSlowdown: 4,
  viewport: { width: 375, height: 740 },
} as const

export interface TapControl {
  name: string
  path: string
  control: string
  /** Evaluated in the page: true once the control's state is open. */
  opened: string
}

/** Buy Now is tapped on /product/, which opens at the cards, so it is on the first screen. */
export const TAP_CONTROLS: readonly TapControl[] = [
  {
    name: 'Buy Now',
    path: '/product/',
    control: '#products button[aria-haspopup="dialog"]',
    opened: `!!document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')`,
  },
  {
    name: 'Menu',
    path: '/',
    control: 'button[aria-controls="mobile-menu"]',
    opened: `(function(){var m=document.getElementById('mobile-menu');return !!m&&m.checkVisibility()})()`,
  },
]

export interface TapResult {
  /** All taps when none opened the state. */
  tapsLost: number
  openedAfterMs: number | null
  shownAtMs: number
}

/** Issue 45's phone for taps during hydration: slow 4G rather than the slow phone's 3G link. */
export const SLOW_4G = { latencyMs: 150, kbitPerSecond: 1600 } as const

/** A fresh context each time, so every visit is a new visitor's, with an empty cache. */
export async function slowPhonePage(
  browser: Browser,
  javaScriptEnabled: boolean,
  network: { latencyMs: number; kbitPerSecond: number } = SLOW_PHONE,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled,
    // The run's own certificate is untrusted, and the site's CSP would refuse the evaluated predicates.
    ignoreHTTPSErrors: true,
    bypassCSP: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const bytesPerSecond = (network.kbitPerSecond * 1000) / 8
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
  return page
}

/** A tap a second from when the control shows, as an impatient visitor does. */
export async function measureFirstTap(
  browser: Browser,
  baseUrl: string,
  target: TapControl,
  { javaScriptEnabled = true, maxTaps = 12 } = {},
): Promise<TapResult> {
  const page = await slowPhonePage(browser, javaScriptEnabled)
  try {
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
    for (let tap = 1; tap <= maxTaps; tap++) {
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
    return { tapsLost: maxTaps, openedAfterMs: null, shownAtMs: shownAt - start }
  } finally {
    await page.context().close()
  }
}

/** Read through DevTools rather than in the page, so it works with JavaScript off too. */
export async function measureLcp(
  browser: Browser,
  url: string,
  { javaScriptEnabled = true } = {},
): Promise<number> {
  const page = await slowPhonePage(browser, javaScriptEnabled)
  try {
    const cdp = await page.context().newCDPSession(page)
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
  } finally {
    await page.context().close()
  }
}

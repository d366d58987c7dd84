import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import {
  SECTION,
  SECTION_IDS,
  expectLandedBelowHeader,
  holdAppBundle,
  holdRequests,
  openPage,
  scrollThrough,
  twoFrames,
} from './support/page-helpers'
import { hydrated } from './support/hydrated'
import { EVENT_ATTRIBUTE } from '../src/config/order-events'

// Titles and the rest of each route's head are the built HTML's to check (__tests__/build/seo-head.test.ts).
const { pages, products, site } = builtContent()

function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', message => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', error => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', request =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  )
  page.on('response', response => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

// The routes share one page's files, so only / loads every lazy image; phone and desktop ask for the
// smallest and largest candidates (link-integrity.test.ts checks every file, the layout sweep the sizes between).
for (const viewport of ['phone', 'desktop'] as const) {
  test(`at ${viewport} width, each route answers 200 and opens at its section (/ at the top), with no console error, hydration warning or failed request`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[viewport])
    const problems = watch(page)
    for (const route of pages) {
      const response = await openPage(page, route.path)
      expect(response?.status(), route.path).toBe(200)
      if (route.path === '/') {
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await scrollThrough(page)
      } else {
        await expect.poll(() => page.evaluate(() => window.scrollY), route.path).toBeGreaterThan(0)
        await expectLandedBelowHeader(page, route.section)
        await expect(page.locator(`#${route.section}`)).toBeInViewport()
      }
      expect(problems, route.path).toEqual([])
    }
  })
}

test('a visitor who scrolls a section route back to the top before React hydrates stays at the top', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  for (const route of pages.filter(({ section }) => section !== SECTION.home)) {
    await page.goto('about:blank')
    const release = await holdAppBundle(page)
    await page.goto(route.path)
    await expect.poll(() => page.evaluate(() => window.scrollY), route.path).toBeGreaterThan(0)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    release()
    await page.waitForFunction(hydrated)
    // Two frames, so any effect React runs after its commit has run.
    await twoFrames(page)
    expect(await page.evaluate(() => window.scrollY), route.path).toBe(0)
    await page.unrouteAll({ behavior: 'wait' })
  }
})

// A link from elsewhere (a chat, the 404 page) to /#section: the browser scrolls there while the page loads, and
// neither the display face arriving late (a slow link) nor hydrating may move the section afterwards.
test('a link to /#section lands each section below the header, and it stays there once the display face and React have arrived', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  for (const id of SECTION_IDS.filter(id => id !== SECTION.home)) {
    // Away first: from / itself, a new hash would only scroll the page already open.
    await page.goto('about:blank')
    const releaseFonts = await holdRequests(page, /\.woff2$/)
    const opened = openPage(page, `/#${id}`)
    await page.waitForFunction(() => window.scrollY > 0, null, { polling: 'raf' })
    releaseFonts()
    await opened
    await page.waitForFunction(() => document.fonts.status === 'loaded')
    // Hydrated: every Copy button usable, each product's dialog's and, when the content has MoMo, How to order's.
    await expect(page.locator(`button[${EVENT_ATTRIBUTE.action}="copy"]:enabled`)).toHaveCount(
      products.length + (site.ordering.payment.momo ? 1 : 0),
    )
    await expectLandedBelowHeader(page, id)
    // Loaded, the page scrolls smoothly again (spec §9).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      'smooth',
    )
    await page.unrouteAll({ behavior: 'wait' })
  }
})

test("the structured data stays in <head>, once and as served, after React renders the route's Head", async ({
  page,
}) => {
  const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s
  for (const route of pages) {
    const served = (await (await openPage(page, route.path))?.text())?.match(jsonLd)?.[1]
    expect(served, route.path).toBeTruthy()
    await page.waitForLoadState('networkidle')
    // The browser's Head reads the shared static query (page-data/sq/), not the route's page data.
    const inHead = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map(script => [
          script.parentElement?.tagName,
          JSON.parse(script.textContent ?? 'null') as unknown,
        ]),
      )
    await expect.poll(inHead, route.path).toEqual([['HEAD', JSON.parse(served!)]])
  }
})

test('an unknown path shows the 404 page with a link home, and logs nothing but its own 404s', async ({
  page,
}) => {
  const problems = watch(page)
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  // The HTML, and Gatsby's probes for the path and its page data, answer 404 and log it.
  expect(problems.length).toBeGreaterThan(0)
  expect(problems.filter(problem => !problem.includes('/no-such-page'))).toEqual([])
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator(`#${SECTION.home}`)).toBeVisible()
})

test('where scroll-initial-target opens a section route, its inline scripts lay nothing out while the page is read', async ({
  browser,
  page,
}) => {
  interface TraceEvent {
    name: string
    ph: string
    ts: number
    dur?: number
    tid: number
    args?: { data?: { url?: string } }
  }
  for (const route of pages.filter(({ section }) => section !== SECTION.home)) {
    await browser.startTracing(page, { categories: ['devtools.timeline'] })
    await page.goto(route.path, { waitUntil: 'load' })
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[]
    }
    const whole = traceEvents.filter(event => event.ph === 'X')
    // The document's own inline scripts (a bundle is named by its file).
    const inline = whole.filter(
      event =>
        event.name === 'EvaluateScript' && URL.parse(event.args?.data?.url ?? '')?.pathname === route.path,
    )
    expect(inline.length, route.path).toBeGreaterThan(0)
    // Asking where the page is scrolled mid-parse would lay it all out a first time, before its first paint.
    const laidOut = inline.flatMap(script =>
      whole.filter(
        event =>
          ['Layout', 'UpdateLayoutTree'].includes(event.name) &&
          event.tid === script.tid &&
          event.ts >= script.ts &&
          event.ts < script.ts + script.dur!,
      ),
    )
    expect(
      laidOut.map(event => event.name),
      route.path,
    ).toEqual([])
    await expect(page.locator(`#${route.section}`)).toBeInViewport()
  }
})

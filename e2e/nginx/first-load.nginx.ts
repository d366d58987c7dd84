/** The first load's order of events and bytes on the wire through nginx: never a timing (docs/performance.md). */
import { expect, test } from '@playwright/test'
import budgets from '../../scripts/budgets.json'
import { builtContent } from '../../__tests__/fixtures/content'
import { LOAD_WAIT_LIMIT_MS } from '../../src/utils/deferred-scripts'

const { pages } = builtContent()

// Lighthouse's mobile screen (a Moto G Power): the hero's srcset picks the file it would.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })

interface FirstLoad {
  /** The load event or, when it is later, the earliest the scripts' own limit on waiting for it can end. */
  load: number
  /** '/' when the largest paint is text. */
  lcpImage: string
  documentBytes: number
  resources: { name: string; type: string; start: number; bytes: number }[]
}

async function firstLoad(page: import('@playwright/test').Page, path: string): Promise<FirstLoad> {
  await page.addInitScript(() => {
    new PerformanceObserver(list => {
      const entries = list.getEntries() as (PerformanceEntry & { url: string })[]
      ;(window as unknown as { lcpImage: string }).lcpImage = entries[entries.length - 1]!.url
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(path, { waitUntil: 'load' })
  // Hydrated: the held scripts were added and ran, so their requests are in the log.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('onInitialClientRender', 'mark').length))
    .toBe(1)
  return page.evaluate(loadWaitLimit => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      load: Math.min(navigation.loadEventStart, navigation.responseStart + loadWaitLimit),
      lcpImage: new URL((window as unknown as { lcpImage?: string }).lcpImage || '/', location.href).pathname,
      documentBytes: navigation.transferSize,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(entry => ({
        name: new URL(entry.name).pathname,
        type: entry.initiatorType,
        start: entry.startTime,
        bytes: entry.transferSize,
      })),
    }
  }, LOAD_WAIT_LIMIT_MS)
}

const isHydrationRequest = (name: string): boolean => /\.js$/.test(name) || name.startsWith('/page-data/')

test('no script or page data is requested before the load event, on any route', async ({ page }) => {
  for (const route of pages) {
    const { load, resources } = await firstLoad(page, route.path)
    const hydration = resources.filter(resource => isHydrationRequest(resource.name))
    expect(hydration.length, `${route.path}: the bundles and page data were loaded`).toBeGreaterThanOrEqual(5)
    const early = hydration.filter(resource => resource.start < load).map(resource => resource.name)
    expect(early, `${route.path}: requested before load (${load} ms)`).toEqual([])
  }
})

test(`on / only the first screen loads with the page: at most ${budgets.maxRequestsBeforeLcp} requests, ${budgets.maxBytesBeforeLcp / 1000} kB`, async ({
  page,
}) => {
  // The load event is the fixed line, as the largest paint may land a frame after it.
  const { load, lcpImage, documentBytes, resources } = await firstLoad(page, '/')
  const before = resources.filter(resource => resource.start < load)
  const list = before.map(resource => `${resource.name} (${resource.bytes} B)`).join(', ')
  expect(before.map(resource => resource.name)).toContain(lcpImage)
  expect(before.length + 1, `the document and ${list}`).toBeLessThanOrEqual(budgets.maxRequestsBeforeLcp)
  const bytes = documentBytes + before.reduce((sum, resource) => sum + resource.bytes, 0)
  expect(bytes, `the document (${documentBytes} B) and ${list}`).toBeLessThanOrEqual(
    budgets.maxBytesBeforeLcp,
  )
})

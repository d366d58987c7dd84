import { expect, type Locator, type Page, type Response } from '@playwright/test'

export const SECTION_IDS = ['home', 'aboutus', 'services', 'products', 'testimonials'] as const

/** Opens a route and waits until React has hydrated (the header's buttons answer clicks). */
export async function openPage(page: Page, path = '/'): Promise<Response | null> {
  const response = await page.goto(path)
  // Gatsby marks the first client render from an effect, so the mark exists once hydration has
  // committed. (Hydration runs in a transition, after the first paint: the root container gets
  // React's key at once, before the components in it are hydrated.)
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0)
  return response
}

/** In the page: the display face has loaded. */
export const displayFontLoaded = (): boolean =>
  [...document.fonts].some(
    face => face.family.replace(/"/g, '') === 'DM Serif Display' && face.status === 'loaded',
  )

export const headerHeight = (page: Page): Promise<number> =>
  page
    .locator('header')
    .first()
    .evaluate(header => header.getBoundingClientRect().height)

/** The page is no wider than the screen: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, state = 'the page'): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal overflow with ${state}`).toBeLessThanOrEqual(0)
}

/** Where a section's top sits in the viewport. */
export const sectionTop = (page: Page, id: string): Promise<number> =>
  page.evaluate(sectionId => document.getElementById(sectionId)!.getBoundingClientRect().top, id)

export interface ScrollTrace {
  start: number
  end: number
  /** [ms since the click, scrollY] for every animation frame, timed by the frame's own timestamp. */
  samples: [number, number][]
}

/**
 * Clicks the element and records window.scrollY on every animation frame for `ms`. The click comes
 * first, so in every frame the scroll animation's callback has run before the sample is read, and
 * each sample is timed with the frame's timestamp, the clock the animation itself uses: a frame
 * whose callbacks run late on a busy machine is still placed where the animation placed it.
 */
export async function traceScroll(link: Locator, ms = 1100): Promise<ScrollTrace> {
  return link.evaluate(async (element, duration) => {
    const samples: [number, number][] = []
    const start = window.scrollY
    const t0 = performance.now()
    ;(element as HTMLElement).click()
    await new Promise<void>(resolve => {
      const tick = (frameTime: number): void => {
        const t = frameTime - t0
        samples.push([t, window.scrollY])
        if (t < duration) requestAnimationFrame(tick)
        else resolve()
      }
      requestAnimationFrame(tick)
    })
    return { start, end: window.scrollY, samples }
  }, ms)
}

/** When the scroll stopped moving: the time of the first sample already at the final position. */
export function settledAt(trace: ScrollTrace): number {
  const index = trace.samples.findIndex(([, y]) => y === trace.end)
  return trace.samples[index]![0]
}

/**
 * The last frame in which the page was still on its way: the sample before the settled one. Unlike
 * the settle time, a final frame that arrives late (a busy machine) does not move it.
 */
export function lastMovingAt(trace: ScrollTrace): number {
  const index = trace.samples.findIndex(([, y]) => y === trace.end)
  return index > 0 ? trace.samples[index - 1]![0] : 0
}

/** Positions strictly between start and end: proof of an animation rather than a jump. */
export const intermediatePositions = (trace: ScrollTrace): number[] =>
  trace.samples
    .map(([, y]) => y)
    .filter(y => y > Math.min(trace.start, trace.end) + 1 && y < Math.max(trace.start, trace.end) - 1)

/** Asserts the section landed just below the sticky header (or the page could not scroll further). */
export async function expectLandedBelowHeader(page: Page, id: string): Promise<void> {
  const [top, header, atBottom] = await Promise.all([
    sectionTop(page, id),
    headerHeight(page),
    page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    ),
  ])
  if (atBottom && top > header) return
  expect(
    Math.abs(top - header),
    `#${id} top (${top}px) should meet the header's bottom (${header}px)`,
  ).toBeLessThanOrEqual(2)
}

/** Scrolls from top to bottom in steps so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise(resolve => setTimeout(resolve, 40))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  await page.waitForLoadState('networkidle')
}

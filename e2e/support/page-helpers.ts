import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { SECTION } from '../../src/config/section-ids'

export { SECTION, SECTION_IDS } from '../../src/config/section-ids'

/**
 * Holds the app bundle back until the returned function is called: the page loads and works
 * natively, React does not run yet. Call before the page is opened.
 */
export async function holdAppBundle(page: Page): Promise<() => void> {
  let release = (): void => undefined
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route(/\/app-[0-9a-f]+\.js$/, async route => {
    await held
    await route.continue()
  })
  return release
}

/** Opens a route and waits until React has hydrated (the header's buttons answer clicks). */
export async function openPage(page: Page, path = '/'): Promise<Response | null> {
  const response = await page.goto(path)
  // Gatsby marks the first client render from an effect, so the mark exists once hydration has
  // committed. (Hydration runs in a transition, after the first paint: the root container gets
  // React's key at once, before the components in it are hydrated.)
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0)
  return response
}

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

const clockInstalled = new WeakSet<Page>()

/**
 * Installs the fake clock once per page (after hydration: Gatsby's hydration mark needs the real
 * one), pauses it, and clicks the link with the element's own click.
 */
export async function clickOnPausedClock(page: Page, link: Locator): Promise<void> {
  if (!clockInstalled.has(page)) {
    await page.clock.install()
    clockInstalled.add(page)
  }
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await link.evaluate(element => (element as HTMLElement).click())
}

export interface SteppedScroll {
  start: number
  /** scrollY after half the animation's frames. */
  halfway: number
  /** scrollY once the animation's time has passed. */
  end: number
}

/**
 * Clicks a link with the page's clock paused, then steps the animation frames by hand: where the
 * page is halfway through the scroll and after it, the same however busy the machine is. The clock
 * is installed after hydration (Gatsby's hydration mark needs the real one). The click is the
 * element's own, so Playwright does not scroll the link into view first.
 */
export async function stepScroll(page: Page, link: Locator, duration: number): Promise<SteppedScroll> {
  const scrollY = (): Promise<number> => page.evaluate(() => window.scrollY)
  const start = await scrollY()
  await clickOnPausedClock(page, link)
  await page.clock.runFor(duration / 2)
  const halfway = await scrollY()
  await page.clock.runFor(duration / 2 + 100)
  return { start, halfway, end: await scrollY() }
}

/**
 * Waits until the section sits just below the sticky header (or the page can scroll no further):
 * a scroll the browser animates by itself (CSS smooth scrolling) lands when it lands.
 */
export async function expectLandedBelowHeader(page: Page, id: string): Promise<void> {
  const distance = async (): Promise<number> => {
    const [top, header, atBottom] = await Promise.all([
      sectionTop(page, id),
      headerHeight(page),
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    ])
    return atBottom && top > header ? 0 : Math.abs(top - header)
  }
  await expect
    .poll(distance, { message: `#${id}'s top, in px from the header's bottom` })
    .toBeLessThanOrEqual(2)
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

/** Opens the Buy Now dialog of the product at `index`, scrolled into view as a visitor would. */
export async function openDialog(page: Page, index = 0): Promise<void> {
  const buy = page
    .locator(`#${SECTION.products}`)
    .getByRole('button', { name: /Buy Now/ })
    .nth(index)
  await buy.scrollIntoViewIfNeeded()
  await buy.click()
  await expect(page.locator(`#${SECTION.products} dialog`).nth(index)).toBeVisible()
}

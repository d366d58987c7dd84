import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { SECTION } from '../../src/config/section-ids'
import { hydrated } from './hydrated'

export { SECTION, SECTION_IDS } from '../../src/config/section-ids'

/** Call before the page opens: the matching requests wait until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = (): void => undefined
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route(url, async route => {
    await held
    await route.continue()
  })
  return release
}

/** Call before the page opens: it then works natively, and React waits until the returned function is called. */
export const holdAppBundle = (page: Page): Promise<() => void> => holdRequests(page, /\/app-[0-9a-f]+\.js$/)

/** Two painted frames: a style change has reached the compositor, and a scroll started since has moved the page. */
export const twoFrames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))))

/** Opened and hydrated, every section included: a test that then changes the page's text races no hydration. */
export async function openPage(page: Page, path = '/'): Promise<Response | null> {
  const response = await page.goto(path)
  await page.waitForFunction(hydrated)
  return response
}

const headerHeight = (page: Page): Promise<number> =>
  page
    .locator('header')
    .first()
    .evaluate(header => header.getBoundingClientRect().height)

/** A phone's larger-text setting: the default font size in px (16 is 100 %), set before the page opens. */
export async function setTextSize(page: Page, px: number): Promise<void> {
  const browser = await page.context().newCDPSession(page)
  await browser.send('Page.setFontSizes', { fontSizes: { standard: px } })
}

export async function expectNoSidewaysScroll(page: Page, state = 'the page'): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal overflow with ${state}`).toBeLessThanOrEqual(0)
}

const sectionTop = (page: Page, id: string): Promise<number> =>
  page.evaluate(sectionId => document.getElementById(sectionId)!.getBoundingClientRect().top, id)

const clockInstalled = new WeakSet<Page>()

/** After hydration, whose mark needs the real clock; the element's own click stops Playwright scrolling. */
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
  halfway: number
  end: number
}

/** Steps the animation's frames on a paused clock, so halfway and end are the same however busy the machine is. */
export async function stepScroll(page: Page, link: Locator, duration: number): Promise<SteppedScroll> {
  const scrollY = (): Promise<number> => page.evaluate(() => window.scrollY)
  const start = await scrollY()
  await clickOnPausedClock(page, link)
  await page.clock.runFor(duration / 2)
  const halfway = await scrollY()
  await page.clock.runFor(duration / 2 + 100)
  return { start, halfway, end: await scrollY() }
}

/** Polls, since a scroll the browser animates itself (CSS smooth scrolling) lands when it lands. */
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

let reportBindings = 0

/** What `install` reports from inside the page, which it runs before the page's own scripts. */
export async function reportsFromPage(
  page: Page,
  install: (report: (text: string) => void) => void,
): Promise<string[]> {
  const reports: string[] = []
  const binding = `__report${++reportBindings}`
  await page.exposeFunction(binding, (text: string) => reports.push(text))
  await page.addInitScript(`(${install.toString()})(text => void window[${JSON.stringify(binding)}](text))`)
  return reports
}

/** Reported by the page itself from its first script on, with the blocked address and sample. */
export const recordCspViolations = (page: Page): Promise<string[]> =>
  reportsFromPage(page, report =>
    document.addEventListener('securitypolicyviolation', event =>
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim()),
    ),
  )

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

/** The toggle is found by what it controls, as its name changes between Open and Close search. */
export const searchBar = (page: Page) => ({
  toggle: page.locator('button[aria-controls="site-search"]'),
  input: page.getByRole('searchbox', { name: 'Search products' }),
  bar: page.locator('#site-search'),
})

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

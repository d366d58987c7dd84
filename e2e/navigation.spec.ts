import { expect, test, type Locator, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { SCROLL_DURATION_MS } from '../src/utils/scroll-to-section'
import { sectionIdFromLabel } from '../src/config/section-ids'
import { VIEWPORTS } from './support/viewports'
import {
  SECTION,
  clickOnPausedClock,
  expectLandedBelowHeader,
  holdAppBundle,
  openPage,
  stepScroll,
} from './support/page-helpers'
import { hydrated } from './support/hydrated'

const NAV = builtContent().site.nav.map(label => [label, sectionIdFromLabel(label)] as const)

/** Puts the page where the link's target is far away, so the scroll has somewhere to go. */
async function scrollAwayFrom(page: Page, id: string): Promise<void> {
  await page.evaluate(sectionId => {
    const max = document.documentElement.scrollHeight - window.innerHeight
    const target = document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY
    window.scrollTo({ top: target > max / 2 ? 0 : max, behavior: 'instant' })
  }, id)
}

/** Animated (halfway, the page is between where it was and the section), then landed on the section. */
async function expectAnimatedScroll(page: Page, link: Locator, id: string): Promise<void> {
  const { start, halfway, end } = await stepScroll(page, link, SCROLL_DURATION_MS)
  expect(end, `${id}: the page scrolled`).not.toBe(start)
  expect(
    Math.min(start, end) < halfway && halfway < Math.max(start, end),
    `${id}: halfway, between the two`,
  ).toBe(true)
  await expectLandedBelowHeader(page, id)
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
}

// One page per test, each link checked from a scroll position far from its section.
test('desktop: each Main and Quick Links link, Explore Menu and Learn More animate to their sections; under reduced motion they jump', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await openPage(page)
  for (const nav of ['Main', 'Quick Links']) {
    await test.step(`each ${nav} link animates to its section in ${SCROLL_DURATION_MS} ms and lands below the header`, async () => {
      for (const [label, id] of NAV) {
        await scrollAwayFrom(page, id)
        const link = page
          .getByRole('navigation', { name: nav })
          .getByRole('link', { name: label, exact: true })
        await expectAnimatedScroll(page, link, id)
      }
    })
  }

  await test.step('Explore Menu and Learn More scroll to their sections, and focus moves there', async () => {
    await scrollAwayFrom(page, SECTION.products)
    await expectAnimatedScroll(page, page.getByRole('link', { name: 'Explore Menu' }), SECTION.products)
    await expect(page.locator(`#${SECTION.products}`)).toBeFocused()
    await scrollAwayFrom(page, SECTION.services)
    await expectAnimatedScroll(page, page.getByRole('link', { name: 'Learn More' }), SECTION.services)
    await expect(page.locator(`#${SECTION.services}`)).toBeFocused()
  })

  // The site asks for the preference at each click, so it applies at once.
  await test.step('under reduced motion the nav links jump straight to their sections', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const [label, id] of NAV) {
      await scrollAwayFrom(page, id)
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label, exact: true })
      // One frame's worth of time: a jump has landed by then, an animation has not.
      await clickOnPausedClock(page, link)
      await page.clock.runFor(20)
      await expectLandedBelowHeader(page, id)
    }
  })
})

test('smooth scrolling (phone menu): each menu link closes the menu and animates to its section', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await openPage(page)
  for (const [label, id] of NAV) {
    await scrollAwayFrom(page, id)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await expectAnimatedScroll(page, menu.getByRole('link', { name: label, exact: true }), id)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  }
})

test('before hydration a nav tap lands on its section, and hydration then leaves the visitor where they are', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  const release = await holdAppBundle(page)
  await page.goto('/')
  const [label, id] = NAV.find(([, sectionId]) => sectionId === SECTION.products)!
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click()
  await expectLandedBelowHeader(page, id)
  // The visitor reads on past the section before the bundles arrive.
  const readingAt = await page.evaluate(() => {
    window.scrollBy({ top: 600, behavior: 'instant' })
    return window.scrollY
  })
  release()
  await page.waitForFunction(hydrated)
  expect(await page.evaluate(() => window.scrollY), 'hydration moved the page').toBe(readingAt)
})

import { expect, test, type Locator, type Page } from '@playwright/test'
import { SCROLL_DURATION_MS } from '../src/config/motion'
import { VIEWPORTS } from './support/viewports'
import { builtContent } from '../__tests__/fixtures/content'
import { sectionIdFromLabel } from '../src/utils/section-id'
import {
  SECTION,
  clickOnPausedClock,
  expectLandedBelowHeader,
  openPage,
  stepScroll,
} from './support/page-helpers'

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
  expect(end, 'the page scrolled').not.toBe(start)
  expect(Math.min(start, end) < halfway && halfway < Math.max(start, end), 'halfway, between the two').toBe(
    true,
  )
  await expectLandedBelowHeader(page, id)
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
}

test.describe('smooth scrolling (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  for (const [label, id] of NAV) {
    test(`header link ${label} animates to #${id} in ${SCROLL_DURATION_MS} ms and lands below the header`, async ({
      page,
    }) => {
      await openPage(page)
      await scrollAwayFrom(page, id)
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label, exact: true })
      await expectAnimatedScroll(page, link, id)
    })
  }

  for (const [label, id] of NAV) {
    test(`footer quick link ${label} animates to #${id}`, async ({ page }) => {
      await openPage(page)
      await scrollAwayFrom(page, id)
      const link = page
        .getByRole('navigation', { name: 'Quick Links' })
        .getByRole('link', { name: label, exact: true })
      await expectAnimatedScroll(page, link, id)
    })
  }

  test('Explore Menu scrolls to the products', async ({ page }) => {
    await openPage(page)
    await expectAnimatedScroll(page, page.getByRole('link', { name: 'Explore Menu' }), SECTION.products)
  })

  test('Learn More scrolls to the services', async ({ page }) => {
    await openPage(page)
    await expectAnimatedScroll(page, page.getByRole('link', { name: 'Learn More' }), SECTION.services)
  })

  test('moves keyboard focus to the section it scrolled to', async ({ page }) => {
    await openPage(page)
    await stepScroll(page, page.getByRole('link', { name: 'Explore Menu' }), SCROLL_DURATION_MS)
    await expect(page.locator(`#${SECTION.products}`)).toBeFocused()
  })
})

test.describe('smooth scrolling (phone menu)', () => {
  test.use({ viewport: VIEWPORTS.phone })

  for (const [label, id] of NAV) {
    test(`mobile menu link ${label} closes the menu and animates to #${id}`, async ({ page }) => {
      await openPage(page)
      await scrollAwayFrom(page, id)
      const toggle = page.getByRole('button', { name: 'Open menu' })
      await toggle.click()
      const menu = page.locator('#mobile-menu')
      await expect(menu).toBeVisible()
      await expectAnimatedScroll(page, menu.getByRole('link', { name: label, exact: true }), id)
      await expect(menu).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    })
  }
})

test.describe('reduced motion', () => {
  test.use({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' })

  for (const [label, id] of NAV.filter(([, id]) => id === SECTION.products || id === SECTION.about)) {
    test(`${label} jumps straight to #${id}`, async ({ page }) => {
      await openPage(page)
      await scrollAwayFrom(page, id)
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label, exact: true })
      // One frame's worth of time: a jump has landed by then, an animation has not.
      await clickOnPausedClock(page, link)
      await page.clock.runFor(20)
      await expectLandedBelowHeader(page, id)
    })
  }
})

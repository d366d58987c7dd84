import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { clickOnPausedClock, openPage } from './support/page-helpers'
import { SCROLL_DURATION_MS } from '../src/utils/scroll-to-section'
import { sectionIdFromLabel } from '../src/config/section-ids'
import { UI_TEXT } from '../src/config/ui-text'

const { site } = builtContent()
const LABELS = site.nav

const menu = (page: Page) => page.locator('#mobile-menu')
const toggle = (page: Page) => page.locator('button[popovertarget="mobile-menu"]')

test('on tablets and short landscape screens the menu lists the same links plus the phone number, whole on screen', async ({
  page,
}) => {
  for (const viewport of [VIEWPORTS.tablet, { width: 667, height: 375 }]) {
    await page.setViewportSize(viewport)
    await openPage(page)
    await toggle(page).click()
    await expect(menu(page).getByRole('link')).toHaveText([
      ...LABELS,
      site.phone.display,
      ...(site.whatsapp ? [UI_TEXT.whatsApp] : []),
    ])
    const panel = (await menu(page).boundingBox())!
    expect(
      panel.y + panel.height,
      `the panel's bottom at ${viewport.width}×${viewport.height}`,
    ).toBeLessThanOrEqual(viewport.height)
  }
})

test('tabbing on from the open menu closes it, so nothing covers the control the focus lands on', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await openPage(page)
  await toggle(page).click()
  await menu(page).getByRole('link').last().focus()
  await page.keyboard.press('Tab')
  await expect(menu(page)).toBeHidden()
  await expect(toggle(page)).toHaveAccessibleName('Open menu')
  // Moving between its own links keeps it open.
  await toggle(page).click()
  await menu(page).getByRole('link').first().focus()
  await menu(page).getByRole('link').last().focus()
  await expect(menu(page)).toBeVisible()
})

// Hiding the menu for a chosen link hands focus back to the hamburger; the link's scroll, ending, focuses its section.
test('the menu reopened while a chosen link still scrolls the page stays open when the scroll ends', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await openPage(page)
  await toggle(page).click()
  const label = LABELS.at(-1)!
  const link = menu(page).getByRole('link', { name: label })
  // As a tap leaves it, focused; then clicked on a paused clock, so the scroll is still running below.
  await link.focus()
  await clickOnPausedClock(page, link)
  await expect(menu(page)).toBeHidden()
  await toggle(page).evaluate(button => (button as HTMLElement).click())
  await expect(menu(page)).toBeVisible()
  await page.clock.runFor(SCROLL_DURATION_MS + 100)
  expect(await page.evaluate(() => document.activeElement?.id), 'the scroll has ended').toBe(
    sectionIdFromLabel(label),
  )
  await expect(menu(page)).toBeVisible()
})

// Choosing a link is navigation.spec.ts's to check, and the menu without JavaScript no-javascript.spec.ts's.
test.describe('mobile menu', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('the hamburger opens and closes the menu; Escape and a tap beside it close it; a call sits beside it; desktops get the nav instead', async ({
    page,
  }) => {
    await openPage(page)
    await test.step('the hamburger opens and closes the menu, switching its name, state and icon', async () => {
      await expect(toggle(page)).toHaveAccessibleName('Open menu')
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle(page).locator('svg:visible')).toHaveClass(/lucide-menu/)
      await expect(menu(page)).toBeHidden()

      await toggle(page).click()
      await expect(toggle(page)).toHaveAccessibleName('Close menu')
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle(page).locator('svg:visible')).toHaveClass(/lucide-x/)
      await expect(menu(page)).toBeVisible()
      const links = menu(page).getByRole('link')
      await expect(links).toHaveText([
        ...LABELS,
        site.phone.display,
        ...(site.whatsapp ? [UI_TEXT.whatsApp] : []),
      ])
      for (const link of await links.all()) await expect(link).toBeInViewport()

      await toggle(page).click()
      await expect(menu(page)).toBeHidden()
      await expect(toggle(page)).toHaveAccessibleName('Open menu')
    })

    await test.step('Escape and a tap on the dimmed page close the menu', async () => {
      await toggle(page).click()
      await page.keyboard.press('Escape')
      await expect(menu(page)).toBeHidden()
      await expect(toggle(page)).toBeFocused()
      await toggle(page).click()
      await page.mouse.click(180, 700)
      await expect(menu(page)).toBeHidden()
    })

    await test.step('the header offers a call at phone width, beside the menu button', async () => {
      const call = page.getByRole('banner').getByRole('link', { name: site.phone.display }).first()
      await expect(call).toBeInViewport()
      await expect(call).toHaveAttribute('href', `tel:${site.phone.tel}`)
    })

    await test.step('the desktop nav replaces the hamburger on wide screens', async () => {
      await page.setViewportSize(VIEWPORTS.desktop)
      await expect(toggle(page)).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(LABELS)
      await expect(page.getByRole('banner').getByRole('link', { name: site.phone.display })).toBeVisible()
    })
  })
})

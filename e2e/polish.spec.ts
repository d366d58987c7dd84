import { expect, test, type Page } from '@playwright/test'
import { breakpoint } from './support/viewports'
import { SECTION, openDialog, openPage } from './support/page-helpers'

/** Counted by distinct baselines, since one line may hold several text boxes. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate(element => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const bottoms: number[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.push(rect.bottom)
    }
    bottoms.sort((a, b) => a - b)
    return bottoms.filter((bottom, index) => index === 0 || bottom - bottoms[index - 1]! > 4).length
  })

test.describe('on the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' })

  test("the dialog's Call button takes at most two lines, its number on one", async ({ page }) => {
    await openPage(page)
    for (const index of [0, 1, 2]) {
      await openDialog(page, index)
      const dialog = `#${SECTION.products} dialog >> nth=${index}`
      expect(await linesOf(page, `${dialog} >> a[href^="tel:"]`)).toBeLessThanOrEqual(2)
      expect(await linesOf(page, `${dialog} >> a[href^="tel:"] [id$="-number"]`)).toBe(1)
      await page.keyboard.press('Escape')
    }
  })
})

test('at 1024 px the menu opens as a panel under its button, with the phone as the spec asks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await openPage(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  const box = (await menu.boundingBox())!
  expect(box.width).toBeLessThan(1024 / 2)
  expect(box.x + box.width).toBeGreaterThan(1024 / 2)
  // "The menu it opens shows the same links plus the phone number", at every width that has the menu.
  await expect(menu.locator('a[href^="tel:"]')).toBeVisible()
  await expect(page.locator('header [class*="--actions"] a[href^="tel:"]')).toBeVisible()
  await page.setViewportSize({ width: breakpoint('md') - 1, height: 740 })
  await expect(menu.locator('a[href^="tel:"]')).toBeVisible()
})

test("the page declares its colour scheme, so forced dark mode leaves the brand's colours alone", async ({
  page,
}) => {
  await openPage(page)
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)
  expect(scheme.split(' ').sort()).toEqual(['light', 'only'])
})

import { expect, test } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { expectLandedBelowHeader, openPage } from './support/page-helpers'

// Titles and the rest of each route's head are the built HTML's to check (__tests__/build/seo-head.test.ts).
const { pages } = builtContent()

for (const viewport of ['phone', 'desktop'] as const) {
  test(`at ${viewport} width, each route answers 200 and opens at its section, / at the top`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[viewport])
    for (const route of pages) {
      const response = await openPage(page, route.path)
      expect(response?.status(), route.path).toBe(200)
      if (route.path === '/') {
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        continue
      }
      await expect.poll(() => page.evaluate(() => window.scrollY), route.path).toBeGreaterThan(0)
      await expectLandedBelowHeader(page, route.section)
      await expect(page.locator(`#${route.section}`)).toBeInViewport()
    }
  })
}

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('#home')).toBeVisible()
})

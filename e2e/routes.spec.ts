import { expect, test } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { expectLandedBelowHeader, openPage } from './support/page-helpers'

const { pages } = builtContent()

for (const viewport of ['phone', 'desktop'] as const) {
  test.describe(`routes at ${viewport} width`, () => {
    test.use({ viewport: VIEWPORTS[viewport] })

    for (const route of pages.filter(page => page.path !== '/')) {
      test(`${route.path} answers 200 and opens at #${route.section}`, async ({ page }) => {
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(200)
        await openPage(page, route.path)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
        await expectLandedBelowHeader(page, route.section)
        await expect(page.locator(`#${route.section}`)).toBeInViewport()
        await expect(page).toHaveTitle(route.title)
      })
    }
  })
}

test('/ opens at the top with its own title', async ({ page }) => {
  await openPage(page, '/')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page).toHaveTitle(pages.find(route => route.path === '/')!.title)
})

test('every route has a distinct title', async ({ page }) => {
  const titles = []
  for (const route of pages) {
    await page.goto(route.path)
    titles.push(await page.title())
  }
  expect(new Set(titles).size).toBe(pages.length)
})

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('#home')).toBeVisible()
})

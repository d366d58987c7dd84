import { expect, test } from '@playwright/test'

test('the landing page renders every section in order', async ({ page }) => {
  await page.goto('/')
  const ids = await page
    .locator('main section[id]')
    .evaluateAll(sections => sections.map(section => section.id))
  expect(ids).toEqual(['home', 'aboutus', 'services', 'products', 'testimonials'])
})

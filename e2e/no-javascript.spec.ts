import { expect, test } from '@playwright/test'
import pages from '../content/pages.json'
import { VIEWPORTS } from './support/viewports'
import { SECTION_IDS, expectLandedBelowHeader } from './support/page-helpers'

test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop })

for (const route of pages) {
  test(`${route.path} shows all its content without JavaScript`, async ({ page }) => {
    await page.goto(route.path)
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Delicious')
    await expect(page.locator('#products article')).toHaveCount(3)
    await expect(page.locator('#testimonials figure')).toHaveCount(3)
    await expect(page.locator('#products article img').first()).toHaveAttribute('src', /.+/)
    const player = page.locator('#services video')
    await expect(player).toHaveCount(1)
    await expect(player).toHaveAttribute('poster', /story-poster/)
    await expect(player).toHaveAttribute('controls', '')
    await expect(player.locator('track')).toHaveAttribute('default', '')
  })
}

test('every anchor link still scrolls to its section without JavaScript', async ({ page }) => {
  await page.goto('/')
  const links = await page
    .locator('a[href^="#"]')
    .evaluateAll(anchors =>
      anchors
        .filter(anchor => (anchor as HTMLElement).offsetParent !== null)
        .map(anchor => ({ href: anchor.getAttribute('href')!, text: anchor.textContent })),
    )
  expect(links.length).toBeGreaterThanOrEqual(12)
  for (const { href } of links) {
    const id = href.slice(1)
    if (id === 'main') continue // the skip link, covered by its own behaviour
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.locator(`a[href="${href}"]:visible`).first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    // CSS smooth scrolling finishes on its own clock; wait for it to settle.
    await expect
      .poll(
        () => page.evaluate(sectionId => document.getElementById(sectionId)!.getBoundingClientRect().top, id),
        {
          timeout: 3000,
        },
      )
      .toBeLessThan(200)
    await page.waitForTimeout(400)
    await expectLandedBelowHeader(page, id)
  }
})

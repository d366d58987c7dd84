import path from 'path'
import { expect, test } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { SECTION, SECTION_IDS, expectLandedBelowHeader } from './support/page-helpers'

test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop })

const { site, products, testimonials, pages } = builtContent()
/** The poster's file name without its extension: the build keeps the name, not the format. */
const poster = `/${path.basename(site.story.poster, path.extname(site.story.poster))}.`

test('every route shows all its content without JavaScript', async ({ page }) => {
  for (const route of pages) {
    await page.goto(route.path)
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(site.hero.animatedWord)
    await expect(page.locator(`#${SECTION.products} article`)).toHaveCount(products.length)
    await expect(page.locator(`#${SECTION.testimonials} figure`)).toHaveCount(testimonials.length)
    await expect(page.locator(`#${SECTION.products} article img`).first()).toHaveAttribute('src', /.+/)
    const player = page.locator(`#${SECTION.services} video`)
    await expect(player).toHaveCount(1)
    expect(await page.locator(`#${SECTION.services} picture img`).getAttribute('src')).toContain(poster)
    await expect(player).toHaveAttribute('controls', '')
    await expect(player.locator('track')).toHaveAttribute('default', '')
  }
})

test('every anchor link still scrolls to its section without JavaScript, smoothly unless motion is reduced', async ({
  page,
}) => {
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
  // Where each link lands is the same either way; jumping saves a dozen animations' waiting.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
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
    await expectLandedBelowHeader(page, id)
  }
})

import { expect, test } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS, breakpoint, type ViewportName } from './support/viewports'
import { SECTION_IDS, expectNoSidewaysScroll, openPage } from './support/page-helpers'

const { products } = builtContent()

for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`layout at ${name} width`, () => {
    test.use({ viewport: VIEWPORTS[name] })

    test('sections appear in the spec order between the header and the footer', async ({ page }) => {
      await openPage(page)
      const order = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body header, main section[id], body footer')).map(
          element => element.id || element.tagName.toLowerCase(),
        ),
      )
      expect(order).toEqual(['header', ...SECTION_IDS, 'footer'])
    })

    test('the header stays at the top while the page scrolls', async ({ page }) => {
      await openPage(page)
      for (const fraction of [0.3, 0.6, 1]) {
        await page.evaluate(
          f => window.scrollTo({ top: document.documentElement.scrollHeight * f, behavior: 'instant' }),
          fraction,
        )
        const box = await page.locator('header').first().boundingBox()
        expect(box?.y).toBe(0)
        await expect(page.locator('header').first()).toBeInViewport()
      }
    })

    test('the page never scrolls sideways', async ({ page }) => {
      await openPage(page)
      await expectNoSidewaysScroll(page)
    })
  })
}

test.describe('product grid columns', () => {
  const cases: [ViewportName, number][] = [
    ['phone', 1],
    ['tablet', 2],
    ['desktop', 3],
  ]
  for (const [name, columns] of cases) {
    test(`${columns} column(s) at ${name} width (${VIEWPORTS[name].width}px)`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[name])
      await openPage(page)
      const boxes = await page
        .locator('#products article')
        .evaluateAll(cards => cards.map(card => card.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes).toHaveLength(products.length)
      // Columns: the cards of the first row.
      expect(boxes.filter(box => Math.abs(box.top - boxes[0]!.top) < 1)).toHaveLength(
        Math.min(columns, products.length),
      )
      if (columns === 2 && products.length % 2 === 1) {
        // The odd last card sits in the middle of the row below, not alone on the left.
        const grid = await page.locator('#products ul').boundingBox()
        const last = boxes[boxes.length - 1]!
        expect(Math.abs(last.left + last.width / 2 - (grid!.x + grid!.width / 2))).toBeLessThan(2)
        expect(last.width).toBeCloseTo(boxes[0]!.width, 0)
      }
    })
  }

  test('the viewports sit on the right side of the design breakpoints', () => {
    expect(VIEWPORTS.phone.width).toBeLessThan(breakpoint('md'))
    expect(VIEWPORTS.tablet.width).toBeGreaterThanOrEqual(breakpoint('md'))
    expect(VIEWPORTS.tablet.width).toBeLessThan(breakpoint('lg'))
    expect(VIEWPORTS.desktop.width).toBeGreaterThanOrEqual(breakpoint('lg'))
  })

  test('product images are <picture> elements with AVIF and WebP sources and a srcset', async ({ page }) => {
    await openPage(page)
    const pictures = page.locator('#products article picture')
    await expect(pictures).toHaveCount(products.length)
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\d+w/)
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\d+w/)
      await expect(picture.locator('img')).toHaveAttribute('srcset', /\d+w/)
    }
  })
})

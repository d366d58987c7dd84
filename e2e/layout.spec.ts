import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS, breakpoint, type ViewportName } from './support/viewports'
import { SECTION, SECTION_IDS, openPage } from './support/page-helpers'

const { products } = builtContent()
const COLUMNS: Record<ViewportName, number> = { phone: 1, tablet: 2, desktop: 3 }

async function expectSectionsInOrder(page: Page): Promise<void> {
  const order = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body header, main > section[id], body footer')).map(
      element => element.id || element.tagName.toLowerCase(),
    ),
  )
  expect(order).toEqual(['header', ...SECTION_IDS, 'footer'])
}

async function expectStickyHeader(page: Page): Promise<void> {
  for (const fraction of [0.3, 0.6, 1]) {
    await page.evaluate(
      f => window.scrollTo({ top: document.documentElement.scrollHeight * f, behavior: 'instant' }),
      fraction,
    )
    expect((await page.locator('header').first().boundingBox())?.y, `header at ${fraction * 100}%`).toBe(0)
    await expect(page.locator('header').first()).toBeInViewport()
  }
}

async function expectGridColumns(page: Page, columns: number): Promise<void> {
  const boxes = await page
    .locator(`#${SECTION.products} article`)
    .evaluateAll(cards => cards.map(card => card.getBoundingClientRect().toJSON() as DOMRect))
  expect(boxes).toHaveLength(products.length)
  // Columns: the cards of the first row.
  expect(boxes.filter(box => Math.abs(box.top - boxes[0]!.top) < 1)).toHaveLength(
    Math.min(columns, products.length),
  )
  if (columns === 2 && products.length % 2 === 1) {
    // The odd last card sits in the middle of the row below, not alone on the left.
    const grid = await page.locator(`#${SECTION.products} ul`).boundingBox()
    const last = boxes[boxes.length - 1]!
    expect(Math.abs(last.left + last.width / 2 - (grid!.x + grid!.width / 2))).toBeLessThan(2)
    expect(last.width).toBeCloseTo(boxes[0]!.width, 0)
  }
}

// Overflow at every size is the layout sweep's (layout-sweep.spec.ts); here the page's structure.
test('at phone, tablet and desktop widths: sections in the spec order, a sticky header, 1/2/3 product columns', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await openPage(page)
  for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
    await test.step(`${name} (${VIEWPORTS[name].width}px)`, async () => {
      await page.setViewportSize(VIEWPORTS[name])
      await expectSectionsInOrder(page)
      await expectStickyHeader(page)
      await expectGridColumns(page, COLUMNS[name])
    })
  }
})

test('the viewports sit on the right side of the design breakpoints', () => {
  expect(VIEWPORTS.phone.width).toBeLessThan(breakpoint('md'))
  expect(VIEWPORTS.tablet.width).toBeGreaterThanOrEqual(breakpoint('md'))
  expect(VIEWPORTS.tablet.width).toBeLessThan(breakpoint('lg'))
  expect(VIEWPORTS.desktop.width).toBeGreaterThanOrEqual(breakpoint('lg'))
})

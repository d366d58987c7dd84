import { expect, test } from '@playwright/test'
import { VIEWPORTS, breakpoint, type ViewportName } from './support/viewports'
import { SECTION_IDS, displayFontLoaded, isRendered, openPage } from './support/page-helpers'

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
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
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
      const lefts = await page
        .locator('#products article')
        .evaluateAll(cards => cards.map(card => Math.round(card.getBoundingClientRect().left)))
      expect(lefts).toHaveLength(3)
      expect(new Set(lefts).size).toBe(columns)
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
    await expect(pictures).toHaveCount(3)
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\d+w/)
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\d+w/)
      await expect(picture.locator('img')).toHaveAttribute('srcset', /\d+w/)
    }
  })
})

test.describe('the display font at phone width', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('arrives after the first paint, once, and the page does not shift when headings switch to it', async ({
    page,
  }) => {
    const fonts: string[] = []
    page.on('request', request => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await openPage(page)
    await page.waitForFunction(displayFontLoaded)
    expect(fonts).toHaveLength(1)
    expect(fonts[0]).toMatch(/\/static\/dm-serif-display-400-basic-[0-9a-f]+\.woff2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"DM Serif Display"/)

    // Layout shifts since navigation, as CLS counts them (none caused by input).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>(resolve => {
          let total = 0
          new PerformanceObserver(list => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
            })[])
              if (!entry.hadRecentInput) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shifted).toBeLessThanOrEqual(0.01)
  })
})

test.describe('sections off screen', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('are skipped at load and rendered once scrolled to', async ({ page }) => {
    await openPage(page)
    const heading = page.locator('#testimonials h2')
    const rendered = () => heading.evaluate(isRendered)
    expect(await rendered(), 'skipped while far below').toBe(false)
    await heading.scrollIntoViewIfNeeded()
    await expect.poll(rendered).toBe(true)
    await expect(heading).toBeInViewport({ ratio: 1 })
  })

  test('are all rendered for print', async ({ page }) => {
    await openPage(page)
    await page.emulateMedia({ media: 'print' })
    const headings = await page.locator('main h2, footer h2').all()
    expect(headings.length).toBeGreaterThanOrEqual(7)
    for (const heading of headings) {
      expect(await heading.evaluate(isRendered), await heading.innerText()).toBe(true)
    }
  })
})

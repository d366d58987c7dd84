/** The longest content the check allows, or Twi, set in the built page rather than built, to stay quick. */
import { expect, test, type Page } from '@playwright/test'
import { SECTION, expectNoSidewaysScroll, openPage } from './support/page-helpers'

const LONG_BRAND = 'Drobonso Fortified Okro Farms & Processing Co.'.padEnd(48, '.')
const UNBROKEN = 'Okro'.repeat(125)

async function fillWithLongContent(page: Page): Promise<void> {
  await page.evaluate(
    ({ brand, unbroken, section }) => {
      const set = (selector: string, text: string) =>
        document.querySelectorAll(selector).forEach(element => (element.textContent = text))
      set('header [class*="brand-name"], footer [class*="brand"] span', brand)
      set(`#${section.products} h3`, unbroken)
      set(`#${section.products} dialog h2`, unbroken)
      set(`#${section.testimonials} h3`, `${unbroken} ${unbroken}`)
      set(`#${section.products} h2, #${section.testimonials} h2, #${section.services} h2`, `Our ${unbroken}`)
      set('#how-to-order tbody th', unbroken)
      set('#how-to-order [class*="merchant"]', unbroken)
      set('#how-to-order dl:not([class*="account"]) dd', `${unbroken} ${unbroken}`)
      set('#how-to-order [class*="safety"], #how-to-order [class*="abroad"]', `${unbroken} ${unbroken}`)
      set(`#${section.products} dialog [class*="summary"]`, `${unbroken} `)
    },
    { brand: LONG_BRAND, unbroken: UNBROKEN, section: SECTION },
  )
}

// The texts are set again at each width, in case a re-render put the real ones back.
const WIDTHS = [
  { width: 320, height: 568 },
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]
test(`long brand, names and headings wrap or truncate at ${WIDTHS.map(({ width }) => width).join(', ')} px: nothing overflows, every control stays on screen`, async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]!)
  await openPage(page, '/product/')
  for (const viewport of WIDTHS) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport)
      const mark = page.locator('header a:has([class*="brand-name"]) svg')
      const markWidth = (await mark.boundingBox())!.width
      await fillWithLongContent(page)
      await expectNoSidewaysScroll(page, 'long content')
      await expect(page.locator('header [class*="brand-name"]')).toHaveText(LONG_BRAND)
      expect((await mark.boundingBox())!.width, 'the brand mark keeps its size').toBe(markWidth)

      const controls = page.locator('header button:visible, header a[href^="tel:"]:visible')
      expect(await controls.count()).toBeGreaterThan(0)
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      }

      const parts = page.locator('#how-to-order').locator('li, table, p, dd')
      expect(await parts.count()).toBeGreaterThan(5)
      for (const part of await parts.all()) {
        const box = await part.boundingBox()
        if (!box) continue // not shown: Copy MoMo number's status line, empty until a copy
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      }

      const cards = page.locator(`#${SECTION.products} article`)
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!
        expect(box.width).toBeLessThanOrEqual(viewport.width)
      }
      const buy = page.getByRole('button', { name: /Buy Now/ }).first()
      await buy.scrollIntoViewIfNeeded()
      const buyBox = (await buy.boundingBox())!
      expect(buyBox.x + buyBox.width).toBeLessThanOrEqual(viewport.width)
      await buy.click()
      const dialog = page.locator('dialog[open]')
      await expect(dialog).toBeVisible()
      const dialogBox = (await dialog.boundingBox())!
      expect(dialogBox.x).toBeGreaterThanOrEqual(0)
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width)
      expect(await dialog.evaluate(element => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
        0,
      )
      // The dialog opens at its top; the call, below, is on screen once scrolled to, not off to a side.
      const call = dialog.getByRole('link', { name: /Call/ }).first()
      await call.scrollIntoViewIfNeeded()
      await expect(call).toBeInViewport()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
  }
})

test('a heading in Twi renders every letter in the heading face, ɛ and ɔ included', async ({ page }) => {
  await openPage(page, '/product/')
  const name = page.locator(`#${SECTION.products} h3`).first()
  await name.evaluate(element => (element.textContent = 'Nkruma Ɔkɔdeɛ ŋ'))
  // The letters' own font file loads only now, for the text that needs it.
  await page.waitForFunction(async () => {
    await document.fonts.ready
    return [...document.fonts].filter(face => face.status === 'loaded').length >= 2
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `#${SECTION.products} h3`,
  })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  // No letter may fall back to a system font.
  expect(fonts.length).toBeGreaterThan(0)
  expect(fonts.filter(font => !font.isCustomFont)).toEqual([])
  expect(fonts.reduce((sum, font) => sum + font.glyphCount, 0)).toBe(
    'Nkruma Ɔkɔdeɛ ŋ'.replace(/ /g, '').length + 2,
  )
})

import { expect, test, type Page } from '@playwright/test'
import products from '../content/products.json'
import { VIEWPORTS } from './support/viewports'
import { openPage } from './support/page-helpers'

test.use({ viewport: VIEWPORTS.desktop })

const buyButtons = (page: Page) => page.locator('#products').getByRole('button', { name: /Buy Now/ })

async function openModal(page: Page, index = 0) {
  await openPage(page)
  const buy = buyButtons(page).nth(index)
  await buy.scrollIntoViewIfNeeded()
  await buy.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return { buy, dialog }
}

for (const [index, product] of products.entries()) {
  test(`Buy Now on ${product.name} opens its dialog with its price and the call message`, async ({
    page,
  }) => {
    const { dialog } = await openModal(page, index)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveAccessibleName(product.name)
    await expect(dialog).toContainText(`Price: ${product.price}`)
    await expect(dialog).toContainText('Call +233 20 000 0000 To Buy!')
    await expect(dialog.getByRole('link', { name: '+233 20 000 0000' })).toHaveAttribute(
      'href',
      'tel:+233200000000',
    )
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', product.imageAlt)
    await expect(dialog.locator(':focus')).toHaveCount(1)
  })
}

const closers: [string, (page: Page) => Promise<void>][] = [
  ['the × button', page => page.getByRole('button', { name: 'Close dialog' }).click()],
  ['the Close button', page => page.getByRole('button', { name: 'Close', exact: true }).click()],
  ['Escape', page => page.keyboard.press('Escape')],
  ['a click on the backdrop', page => page.mouse.click(8, 400)],
]
for (const [how, close] of closers) {
  test(`${how} closes the dialog and focus returns to Buy Now`, async ({ page }) => {
    const { buy, dialog } = await openModal(page, 1)
    await close(page)
    await expect(dialog).toBeHidden()
    await expect(buy).toBeFocused()
  })
}

test('Tab and Shift+Tab stay inside the dialog', async ({ page }) => {
  const { dialog } = await openModal(page)
  const focusInside = () => dialog.evaluate(element => element.contains(document.activeElement))
  const seen = new Set<string>()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInside()).toBe(true)
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? ''))
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInside()).toBe(true)
  }
  expect(seen.size).toBe(3) // × button, phone link, Close button: the cycle wrapped
})

test('the page behind does not scroll while the dialog is open', async ({ page }) => {
  await openModal(page)
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(8, 400)
  await page.mouse.wheel(0, 1500)
  await page.keyboard.press('End')
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.keyboard.press('Escape')
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
})

for (const width of ['phone', 'desktop'] as const) {
  test(`at ${width} width the backdrop covers the viewport and the dialog is on screen`, async ({ page }) => {
    // A fixed overlay inside a block with content-visibility or containment would cover only that block.
    await page.setViewportSize(VIEWPORTS[width])
    const { dialog } = await openModal(page, 2)
    const backdrop = (await page.getByTestId('modal-backdrop').boundingBox())!
    const viewport = page.viewportSize()!
    expect(backdrop).toMatchObject({ x: 0, y: 0, height: viewport.height })
    // Full width, less at most the scrollbar's reserved gutter.
    expect(backdrop.width).toBeGreaterThan(viewport.width - 20)
    expect(backdrop.width).toBeLessThanOrEqual(viewport.width)
    await expect(dialog.getByRole('heading')).toBeInViewport({ ratio: 1 })
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeInViewport({ ratio: 1 })
  })
}

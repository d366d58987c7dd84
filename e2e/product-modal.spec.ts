import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { openPage } from './support/page-helpers'

test.use({ viewport: VIEWPORTS.desktop })

const { site, products, pages } = builtContent()
const CALL = `Call ${site.phone.display} To Buy!`
/** A Buy Now other than the first, so a test sees the dialog it opens is its own. */
const SECOND = 1
const NEEDS_SECOND = 'content/products.json has one product: this test needs a second'

const buyButtons = (page: Page) => page.locator('#products').getByRole('button', { name: /Buy Now/ })

async function openDialog(page: Page, index = 0) {
  await openPage(page)
  const buy = buyButtons(page).nth(index)
  await buy.scrollIntoViewIfNeeded()
  await buy.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return { buy, dialog }
}

for (const [index, product] of products.entries()) {
  test(`Buy Now on ${product.name} opens its modal dialog with its price, size and the call as first action`, async ({
    page,
  }) => {
    const { dialog } = await openDialog(page, index)
    await expect(dialog).toHaveAccessibleName(product.name)
    expect(await dialog.evaluate(element => element.matches(':modal'))).toBe(true)
    await expect(dialog).toContainText(`Price: ${product.price}`)
    await expect(dialog).toContainText(product.packSize)
    const call = dialog.getByRole('link', { name: CALL })
    await expect(call).toHaveAttribute('href', `tel:${site.phone.tel}`)
    await expect(call).toBeFocused()
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', product.imageAlt)
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
    test.skip(products.length <= SECOND, NEEDS_SECOND)
    const { buy, dialog } = await openDialog(page, SECOND)
    await close(page)
    await expect(dialog).toBeHidden()
    await expect(buy).toBeFocused()
  })
}

test('the page behind is inert and does not scroll while the dialog is open', async ({ page }) => {
  await openDialog(page)
  const before = await page.evaluate(() => window.scrollY)
  // A click outside lands on the backdrop, never on the page's own controls.
  expect(await page.evaluate(() => document.querySelector('header a')!.matches(':modal, :modal *'))).toBe(
    false,
  )
  await page.mouse.move(8, 400)
  await page.mouse.wheel(0, 1500)
  await page.keyboard.press('End')
  // Two frames: a scroll the wheel or End started would have moved the page by then.
  await page.evaluate(
    () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.keyboard.press('Escape')
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
})

test('Order on WhatsApp opens a chat with the farm whose message names the product, size and price, and asks for the town', async ({
  page,
}) => {
  test.skip(products.length <= SECOND, NEEDS_SECOND)
  test.skip(!site.whatsapp, 'content/site.json has no WhatsApp number: the dialog offers no WhatsApp order')
  const product = products[SECOND]!
  const { dialog } = await openDialog(page, SECOND)
  const href = await dialog.getByRole('link', { name: 'Order on WhatsApp' }).getAttribute('href')
  const url = new URL(href!)
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp!.replace('+', '')}`)
  expect(url.searchParams.get('text')).toBe(
    `Hello ${site.brand}, I would like to order ${product.name}, ${product.packSize} (${product.price}). Please deliver to (my town): `,
  )
})

test('Copy number puts the number on the clipboard and says Copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { dialog } = await openDialog(page, 0)
  await dialog.getByRole('button', { name: 'Copy number' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText(`Copied ${site.phone.tel}`)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.tel)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Buy Now opens the dialog, and × and Close close it', async ({ page }) => {
    await page.goto(pages.find(route => route.section === 'products')?.path ?? '/')
    for (const closer of ['Close dialog', 'Close']) {
      await buyButtons(page).first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(`Price: ${products[0]!.price}`)
      await expect(dialog).toContainText(CALL)
      // Copy number needs a script: without one it is not offered.
      await expect(dialog.getByRole('button', { name: 'Copy number' })).toHaveCount(0)
      await dialog.getByRole('button', { name: closer, exact: true }).click()
      await expect(dialog).toBeHidden()
    }
  })
})

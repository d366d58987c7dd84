import { expect, test, type Page } from '@playwright/test'
import products from '../content/products.json'
import site from '../content/site.json'
import { VIEWPORTS } from './support/viewports'
import { openPage } from './support/page-helpers'
import { builtContent } from '../__tests__/fixtures/content'

test.use({ viewport: VIEWPORTS.desktop })

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
    const call = dialog.getByRole('link', { name: 'Call +233 20 000 0000 To Buy!' })
    await expect(call).toHaveAttribute('href', 'tel:+233200000000')
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
    const { buy, dialog } = await openDialog(page, 1)
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
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.keyboard.press('Escape')
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
})

test('Order on WhatsApp opens a chat with the farm whose message names the product and price', async ({
  page,
}) => {
  const { dialog } = await openDialog(page, 1)
  const href = await dialog.getByRole('link', { name: 'Order on WhatsApp' }).getAttribute('href')
  const url = new URL(href!)
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp.replace('+', '')}`)
  expect(url.searchParams.get('text')).toBe(
    'Hello Drobonso Farms, I would like to order Powdered Okro Two (GH25).',
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

test('before hydration, with every script refused, Buy Now opens its dialog and Close closes it', async ({
  page,
}) => {
  const { site: content, products: built } = builtContent()
  const product = built[1]!
  await page.route('**/*.js', route => route.abort())
  await page.goto('/product/')
  const card = page.locator('#products article').filter({ hasText: product.name })
  await card.getByRole('button', { name: /Buy Now/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleName(product.name)
  await expect(dialog).toContainText(`Price: ${product.price}`)
  await expect(dialog).toContainText(`Call ${content.phone.display} To Buy!`)
  expect(await page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length)).toBe(0)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Buy Now opens the dialog, and × and Close close it', async ({ page }) => {
    await page.goto('/product/')
    for (const closer of ['Close dialog', 'Close']) {
      await buyButtons(page).first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('Price: GH15')
      await expect(dialog).toContainText('Call +233 20 000 0000 To Buy!')
      // Copy number needs a script: without one it is not offered.
      await expect(dialog.getByRole('button', { name: 'Copy number' })).toHaveCount(0)
      await dialog.getByRole('button', { name: closer, exact: true }).click()
      await expect(dialog).toBeHidden()
    }
  })
})

import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { UI_TEXT } from '../src/config/ui-text'
import { SECTION, openPage, twoFrames } from './support/page-helpers'

test.use({ viewport: VIEWPORTS.desktop })

const { site, products, pages } = builtContent()
const CALL = `Call ${site.phone.display} To Buy!`
/** The last product's: a dialog other than the first whenever there are two or more. */
const LAST = products.length - 1

const buyButtons = (page: Page) =>
  page.locator(`#${SECTION.products}`).getByRole('button', { name: /Buy Now/ })

async function openDialog(page: Page, index: number) {
  const buy = buyButtons(page).nth(index)
  await buy.scrollIntoViewIfNeeded()
  await buy.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return { buy, dialog }
}

const closers: [string, (page: Page) => Promise<void>][] = [
  ['the × button', page => page.getByRole('button', { name: 'Close dialog' }).click()],
  ['the Close button', page => page.getByRole('button', { name: 'Close', exact: true }).click()],
  ['Escape', page => page.keyboard.press('Escape')],
  ['a click on the backdrop', page => page.mouse.click(8, 400)],
]

test('each Buy Now opens its own modal dialog, closed every way with focus back; the page behind is inert; WhatsApp and Copy number', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openPage(page)
  await test.step('each Buy Now opens its own modal dialog with its price and size, opening on its name; each way of closing returns focus to it', async () => {
    // Every product once and every way of closing once, whichever list is longer.
    for (let turn = 0; turn < Math.max(products.length, closers.length); turn++) {
      const index = turn % products.length
      const product = products[index]!
      const [how, close] = closers[turn % closers.length]!
      const { buy, dialog } = await openDialog(page, index)
      await expect(dialog).toHaveAccessibleName(product.name)
      expect(await dialog.evaluate(element => element.matches(':modal'))).toBe(true)
      await expect(dialog).toContainText(`Price: ${product.price}`)
      await expect(dialog).toContainText(product.packSize)
      const call = dialog.getByRole('link', { name: CALL })
      await expect(call).toHaveAttribute('href', `tel:${site.phone.tel}`)
      // It opens on the product's name; the call is the next Tab.
      await expect(dialog.getByRole('heading', { name: product.name })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(call).toBeFocused()
      await expect(dialog.getByRole('img')).toHaveAttribute('alt', product.imageAlt)
      await close(page)
      await expect(dialog, `${how} closes the dialog`).toBeHidden()
      await expect(buy, `after ${how}, focus returns to Buy Now`).toBeFocused()
    }
  })

  await test.step('the page behind is inert and does not scroll while the dialog is open', async () => {
    await openDialog(page, 0)
    const before = await page.evaluate(() => window.scrollY)
    // A click outside lands on the backdrop, never on the page's own controls.
    expect(await page.evaluate(() => document.querySelector('header a')!.matches(':modal, :modal *'))).toBe(
      false,
    )
    await page.mouse.move(8, 400)
    // Each wheel once the compositor has the page's scroll lock, or its release: a wheel sooner is read by the old one.
    await twoFrames(page)
    await page.mouse.wheel(0, 1500)
    await page.keyboard.press('End')
    await twoFrames(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.keyboard.press('Escape')
    await twoFrames(page)
    await page.mouse.wheel(0, 800)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
  })

  await test.step('Order on WhatsApp names the product, size and price and asks for the town; Copy number copies it and says Copied', async () => {
    const product = products[LAST]!
    const { dialog } = await openDialog(page, LAST)
    const whatsapp = dialog.getByRole('link', { name: 'Order on WhatsApp' })
    if (site.whatsapp) {
      const url = new URL((await whatsapp.getAttribute('href'))!)
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp.replace('+', '')}`)
      expect(url.searchParams.get('text')).toBe(
        UI_TEXT.whatsAppOrder(site.brand, product.name, product.packSize, product.price),
      )
    } else {
      await expect(whatsapp).toHaveCount(0)
    }
    await dialog.getByRole('button', { name: 'Copy number' }).click()
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
    // The number as the dialog shows it, one format on the page.
    await expect(dialog.getByRole('status')).toHaveText(`Copied ${site.phone.display}`)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.tel)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Buy Now opens the dialog, and × and Close close it', async ({ page }) => {
    await page.goto(pages.find(route => route.section === SECTION.products)?.path ?? '/')
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

test('on a short phone each dialog opens at its top: the photo and the name in view, not scrolled to the call', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 })
  await openPage(page)
  for (const [index, product] of products.entries()) {
    const { dialog } = await openDialog(page, index)
    expect(await dialog.evaluate(element => element.scrollTop)).toBe(0)
    await expect(dialog.getByRole('heading', { name: product.name })).toBeInViewport()
    await expect(dialog.getByRole('img')).toBeInViewport({ ratio: 0.5 })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
})

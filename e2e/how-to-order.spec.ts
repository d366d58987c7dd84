/** What a buyer reads before calling, from the content under test, whose edited copy has a product sold out. */
import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { UI_TEXT } from '../src/config/ui-text'
import {
  daysText,
  feeText,
  hoursText,
  orderSummary,
  stockNote,
} from '../plugins/content-source/data-layer/ordering'
import { ghanaNumber } from '../plugins/content-model/momo'
import { VIEWPORTS } from './support/viewports'
import { SECTION } from '../src/config/section-ids'
import { holdAppBundle, openPage, setTextSize } from './support/page-helpers'

const { site, products } = builtContent()
const { ordering } = site
const TEXT = UI_TEXT.howToOrder

const block = (page: Page) => page.getByRole('region', { name: TEXT.heading })

async function expectBlock(page: Page): Promise<void> {
  const howTo = block(page)
  await howTo.scrollIntoViewIfNeeded()
  await expect(howTo).toBeVisible()
  await expect(howTo.getByRole('heading', { level: 4 })).toHaveText([TEXT.call, TEXT.confirm, TEXT.pay])
  await expect(
    howTo.getByRole('link', { name: `${UI_TEXT.callToBuy.before}${site.phone.display}` }),
  ).toHaveAttribute('href', `tel:${site.phone.tel}`)
  const rows = howTo.getByRole('table', { name: TEXT.delivery }).locator('tbody tr')
  const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(rows).toHaveText([
    ...ordering.delivery.areas.map(
      ({ area, fee, days }) => new RegExp(`${escaped(area)}\\s*${feeText(fee)}\\s*${daysText(days)}`),
    ),
    // The farm's own line for towns not in the list, last: the fee per order is never left unsaid.
    ...(ordering.delivery.otherTowns
      ? [new RegExp(`${TEXT.otherTowns}\\s*${escaped(ordering.delivery.otherTowns)}`)]
      : []),
  ])
  for (const line of ordering.hours) await expect(howTo).toContainText(hoursText(line))
  await expect(howTo).toContainText(ordering.languages.join(', '))
  const { momo, safety, cashOnDelivery } = ordering.payment
  if (momo) {
    await expect(howTo.getByText(momo.merchantName, { exact: true })).toBeVisible()
    // Written as the phone is, and labelled as the MoMo number.
    await expect(howTo.getByText(ghanaNumber(momo.number).shown, { exact: true })).toBeVisible()
    await expect(howTo.getByText(TEXT.number, { exact: true })).toBeVisible()
  }
  if (cashOnDelivery) await expect(howTo).toContainText(TEXT.cash)
  await expect(howTo.getByText(safety, { exact: true })).toBeVisible()
}

const buyButtons = (page: Page) =>
  page.locator(`#${SECTION.products}`).getByRole('button', { name: /Buy Now/ })

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled, viewport: VIEWPORTS.phone })

    test("a phone shows how to order, each product's stock, and the dialog's line leading there", async ({
      page,
    }) => {
      if (javaScriptEnabled) await openPage(page)
      else await page.goto('/')

      await test.step('a phone shows how to order: the steps, delivery areas with fees and days, hours, languages, whom to pay', () =>
        expectBlock(page))

      await test.step('each card and dialog says whether its product is in stock; Buy Now opens it either way', async () => {
        const cards = page.locator(`#${SECTION.products} article`)
        for (const [index, product] of products.entries()) {
          const card = cards.nth(index)
          const dialog = page.locator(`#${SECTION.products} dialog`).nth(index)
          const soldOut = stockNote(product) ?? ''
          if (soldOut) await expect(card).toContainText(soldOut)
          else await expect(card).not.toContainText('Out of stock')
          await buyButtons(page).nth(index).scrollIntoViewIfNeeded()
          await buyButtons(page).nth(index).click()
          await expect(dialog).toBeVisible()
          await expect(dialog).toContainText(`Price: ${product.price}`)
          if (soldOut) await expect(dialog).toContainText(soldOut)
          else await expect(dialog).not.toContainText('Out of stock')
          await dialog.getByRole('button', { name: 'Close', exact: true }).click()
          await expect(dialog).toBeHidden()
        }
      })

      await test.step("the dialog's line sums up delivery and payment, and its link leads to How to order", async () => {
        await buyButtons(page).first().scrollIntoViewIfNeeded()
        await buyButtons(page).first().click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await expect(dialog).toContainText(orderSummary(ordering))
        await dialog.getByRole('link', { name: TEXT.heading }).click()
        await expect(page).toHaveURL(/#how-to-order$/)
        // With JavaScript the link closes the dialog; without, the × does, over the block it scrolled to.
        if (!javaScriptEnabled) await dialog.getByRole('button', { name: 'Close dialog' }).click()
        await expect(dialog).toBeHidden()
        await expect(block(page)).toBeInViewport()
      })
    })
  })
}

test("before React hydrates, the dialog's link to How to order closes it on the way, and its call link leaves it open", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  const release = await holdAppBundle(page)
  await page.goto('/')
  await buyButtons(page).first().scrollIntoViewIfNeeded()
  await buyButtons(page).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // The dialer stays shut; the page's own listeners still see the tap.
  await page.evaluate(() =>
    document.addEventListener('click', event => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
    }),
  )
  await dialog.getByRole('link', { name: UI_TEXT.callToBuy.before }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: TEXT.heading }).click()
  await expect(page).toHaveURL(/#how-to-order$/)
  await expect(dialog).toBeHidden()
  await expect(block(page)).toBeInViewport()
  expect(await page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length)).toBe(0)
  release()
  await page.unrouteAll({ behavior: 'wait' })
})

// A phone's larger text leaves no room for three columns: each area stands over its fee and time.
for (const { width, fontSize } of [
  { width: 375, fontSize: 24 },
  { width: 320, fontSize: 32 },
]) {
  test(`at ${width} px with the text at ${(fontSize / 16) * 100} %, every fee and time shows under its area with no sideways scroll, and the table stays a table to a screen reader`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 })
    await setTextSize(page, fontSize)
    await page.goto('/')
    const table = block(page).getByRole('table', { name: TEXT.delivery })
    const scroller = table.locator('xpath=..')
    expect(await scroller.evaluate(box => box.scrollWidth - box.clientWidth), 'scrolled sideways').toBe(0)
    const stacked = await table.locator('tbody tr').evaluateAll(rows =>
      rows.map(row => {
        const [area, ...cells] = [...row.children].map(cell => cell.getBoundingClientRect())
        return cells.every(cell => cell.top >= area!.bottom - 1)
      }),
    )
    expect(stacked, 'each row: fee and time below the area').not.toContain(false)

    // Rows laid out as grids can lose their table roles in some engines; the headers must still name each cell.
    const { nodes } = await (await page.context().newCDPSession(page)).send('Accessibility.getFullAXTree')
    const named = (role: string): string[] =>
      nodes.filter(node => node.role?.value === role).map(node => String(node.name?.value))
    expect(named('columnheader')).toEqual([TEXT.area, TEXT.fee, TEXT.time])
    expect(named('rowheader')).toEqual([
      ...ordering.delivery.areas.map(({ area }) => area),
      ...(ordering.delivery.otherTowns ? [TEXT.otherTowns] : []),
    ])
  })
}

test('on a tablet, where the steps stack, the delivery table shares their edges', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  await page.goto('/')
  const edges = (selector: string) =>
    block(page)
      .locator(selector)
      .evaluate(element => {
        const { left, right } = element.getBoundingClientRect()
        return [Math.round(left), Math.round(right)]
      })
  expect(await edges('table')).toEqual(await edges('ol'))
})

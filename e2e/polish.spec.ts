import { expect, test, type Page } from '@playwright/test'
import { breakpoint } from './support/viewports'
import { SECTION, openDialog, openPage } from './support/page-helpers'

const NO_SPLIT_WIDTHS = [320, 360, 768, 1024, 1280]

/** A break at a hyphen or dash is between words, and an email or web address may break anywhere. */
function splitWords(root: Element): string[] {
  const found: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    // Text for screen readers only sits in a 1 px box.
    if (!parent?.checkVisibility() || parent.getBoundingClientRect().width <= 1) continue
    const text = node.textContent ?? ''
    for (const match of text.matchAll(/[^\s\-–—/]+/g)) {
      if (match[0].length < 2 || /[@:.]\S/.test(match[0])) continue
      const range = document.createRange()
      range.setStart(node, match.index)
      range.setEnd(node, match.index + match[0].length)
      const rects = [...range.getClientRects()].filter(rect => rect.width > 0)
      const lines = new Set(rects.map(rect => Math.round(rect.bottom)))
      if (lines.size > 1) found.push(`"${match[0]}" in <${parent.tagName.toLowerCase()}>`)
    }
  }
  return found
}

/** Counted by distinct baselines, since one line may hold several text boxes. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate(element => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const bottoms: number[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.push(rect.bottom)
    }
    bottoms.sort((a, b) => a - b)
    return bottoms.filter((bottom, index) => index === 0 || bottom - bottoms[index - 1]! > 4).length
  })

test.describe('no word is broken in the middle', () => {
  for (const width of NO_SPLIT_WIDTHS) {
    test(`at ${width} px, on the page and in the open dialog`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await openPage(page)
      expect(await page.locator('body').evaluate(splitWords)).toEqual([])
      for (const index of [0, 1, 2]) {
        await openDialog(page, index)
        expect(await page.locator(`#${SECTION.products} dialog`).nth(index).evaluate(splitWords)).toEqual([])
        await page.keyboard.press('Escape')
      }
    })
  }
})

test.describe('on the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' })

  test("the dialog's Call button takes at most two lines, its number on one", async ({ page }) => {
    await openPage(page)
    for (const index of [0, 1, 2]) {
      await openDialog(page, index)
      const dialog = `#${SECTION.products} dialog >> nth=${index}`
      expect(await linesOf(page, `${dialog} >> a[href^="tel:"]`)).toBeLessThanOrEqual(2)
      expect(await linesOf(page, `${dialog} >> a[href^="tel:"] [id$="-number"]`)).toBe(1)
      await page.keyboard.press('Escape')
    }
  })
})

test.describe('product cards', () => {
  for (const width of [768, 1024, 1280]) {
    test(`at ${width} px, the cards' rows line up and no name keeps a blank line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page)
      const rows = await page.locator(`#${SECTION.products} article`).evaluateAll(cards =>
        cards.map(card => {
          const [name, pack, , footer] = [...card.querySelector('div:last-child')!.children] as HTMLElement[]
          const range = document.createRange()
          range.selectNodeContents(name!)
          const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.bottom))).size
          return {
            top: Math.round(card.getBoundingClientRect().top),
            name: Math.round(name!.getBoundingClientRect().top),
            pack: Math.round(pack!.getBoundingClientRect().top),
            footer: Math.round(footer!.getBoundingClientRect().top),
            lines,
            nameHeight: name!.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(name!).lineHeight),
          }
        }),
      )
      const byRow = new Map<number, typeof rows>()
      for (const row of rows) byRow.set(row.top, [...(byRow.get(row.top) ?? []), row])
      for (const row of byRow.values()) {
        for (const key of ['name', 'pack', 'footer'] as const)
          expect(new Set(row.map(card => card[key])).size, `${key} rows line up`).toBe(1)
        const most = Math.max(...row.map(card => card.lines))
        // The row's name track is as tall as its longest name, never a line more.
        for (const card of row) expect(card.nameHeight).toBeLessThanOrEqual(most * card.lineHeight + 1)
      }
    })
  }
})

test.describe('How to order', () => {
  test('at 1280 px each step card keeps its own height', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openPage(page)
    const heights = await page
      .locator('#how-to-order ol > li')
      .evaluateAll(steps => steps.map(step => Math.round(step.getBoundingClientRect().height)))
    expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBeGreaterThan(1)
  })

  for (const width of [320, 360, 768, 1024, 1280]) {
    test(`at ${width} px no time range is split across lines`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page)
      const split = await page.locator('#how-to-order dd').evaluateAll(cells =>
        cells.flatMap(cell => {
          const text = cell.firstChild ? (cell.textContent ?? '') : ''
          const times = /\d{2}:\d{2}–\d{2}:\d{2}/.exec(text)?.[0]
          if (!times) return []
          const element = [...cell.querySelectorAll('span')].find(span => span.textContent === times)
          if (!element) return [`${times} is not kept whole`]
          const range = document.createRange()
          range.selectNodeContents(element)
          const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.bottom))).size
          return lines > 1 ? [`${times} takes ${lines} lines`] : []
        }),
      )
      expect(split).toEqual([])
    })
  }
})

test.describe('on a phone, links are thumb-sized', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px, footer and How to order links and buttons are at least 44 px tall`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      await openPage(page)
      const small = await page
        .locator('footer a, #how-to-order a, #how-to-order button')
        .evaluateAll(targets =>
          targets
            .filter(target => target.checkVisibility())
            .map(
              target =>
                [target.textContent?.trim(), Math.round(target.getBoundingClientRect().height)] as const,
            )
            .filter(([, height]) => height < 44),
        )
      expect(small).toEqual([])
    })
  }
})

test('at 1024 px the menu opens as a panel under its button, with the phone as the spec asks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await openPage(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  const box = (await menu.boundingBox())!
  expect(box.width).toBeLessThan(1024 / 2)
  expect(box.x + box.width).toBeGreaterThan(1024 / 2)
  // "The menu it opens shows the same links plus the phone number", at every width that has the menu.
  await expect(menu.locator('a[href^="tel:"]')).toBeVisible()
  await expect(page.locator('header [class*="--actions"] a[href^="tel:"]')).toBeVisible()
  await page.setViewportSize({ width: breakpoint('md') - 1, height: 740 })
  await expect(menu.locator('a[href^="tel:"]')).toBeVisible()
})

test("the page declares its colour scheme, so forced dark mode leaves the brand's colours alone", async ({
  page,
}) => {
  await openPage(page)
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)
  expect(scheme.split(' ').sort()).toEqual(['light', 'only'])
})

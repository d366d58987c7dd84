import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { SECTION, expectNoSidewaysScroll, openDialog, openPage, setTextSize } from './support/page-helpers'
import { breakpoint } from './support/viewports'
import { UI_TEXT } from '../src/config/ui-text'

const { site, products } = builtContent()
/** The product with the longest name: its dialog is the hardest to fit on a small screen. */
const longestName = products.reduce(
  (longest, product, index) => (product.name.length > products[longest]!.name.length ? index : longest),
  0,
)

const SIZES = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 375, height: 740 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
  { width: 740, height: 360 },
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1100, height: 800 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
]

async function expectHeaderHolds(page: Page): Promise<void> {
  const problems = await page
    .locator('header')
    .first()
    .evaluate(header => {
      const found: string[] = []
      for (const link of header.querySelectorAll<HTMLElement>('.nav-list a, nav[aria-label="Main"] a')) {
        if (!link.checkVisibility()) continue
        const range = document.createRange()
        range.selectNodeContents(link)
        const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)))
        if (lines.size > 1) found.push(`"${link.textContent}" wraps onto ${lines.size} lines`)
      }
      for (const icon of header.querySelectorAll<SVGElement>('svg')) {
        if (!icon.checkVisibility() || icon.closest('[popover]')) continue
        const box = icon.getBoundingClientRect()
        if (box.width < 16 || box.height < 16) found.push(`an icon shrank to ${box.width}×${box.height}`)
        if (box.right > window.innerWidth || box.left < 0)
          found.push(`an icon sits off screen at ${box.left}`)
      }
      return found
    })
  expect(problems).toEqual([])
}

/** What the dialog's × covers at each scroll position, top to bottom: text and controls by their words. */
const coveredByTheX = (dialog: HTMLDialogElement, name: string): string[] => {
  const x = dialog.querySelector(`button[aria-label="${name}"]`)!
  const covered = new Set<string>()
  for (let top = 0; top <= dialog.scrollHeight; top += 20) {
    dialog.scrollTop = top
    const { left, right, top: xTop, bottom } = x.getBoundingClientRect()
    for (const part of dialog.querySelectorAll<HTMLElement>('h2, p, dt, dd, a, button')) {
      const box = part.getBoundingClientRect()
      const apart = box.right <= left || box.left >= right || box.bottom <= xTop || box.top >= bottom
      if (part !== x && box.height > 0 && !apart) covered.add(part.textContent!.trim().slice(0, 30))
    }
  }
  dialog.scrollTop = 0
  return [...covered]
}

async function expectHoldsAt(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expectNoSidewaysScroll(page, 'the page as it opens')
  expect((await page.locator('body').evaluate(textProblems)).splitWords, 'words split').toEqual([])
  expect(await page.locator('#how-to-order').evaluate(timeRangesSplit), 'time ranges split').toEqual([])
  expect(await page.locator('#how-to-order').evaluate(iconsApart), 'icons apart from their labels').toEqual(
    [],
  )
  const card = page.locator(`#${SECTION.home} [class*="--media"]`)
  expect(await card.evaluate(backingCardOffScreen), "px of the hero's backing card cut off").toBe(0)
  await expectHeaderHolds(page)
  const call = page.getByRole('banner').locator('a[href^="tel:"]:visible').first()
  await expect(call, 'a call is one tap away in the header').toBeInViewport()

  for (const [state, target] of [
    ['the menu open', 'mobile-menu'],
    ['the search open', 'site-search'],
  ] as const) {
    const toggle = page.locator(`button[popovertarget="${target}"]`)
    if (!(await toggle.isVisible())) continue
    await toggle.click()
    await expect(page.locator(`#${target}`)).toBeVisible()
    await expectNoSidewaysScroll(page, state)
    await expectHeaderHolds(page)
    if (target === 'site-search') {
      const bar = (await page.locator('#site-search').boundingBox())!
      const word = (await page.locator('[data-animated-word]').boundingBox())!
      const overlaps =
        bar.x < word.x + word.width &&
        word.x < bar.x + bar.width &&
        bar.y < word.y + word.height &&
        word.y < bar.y + bar.height
      expect(overlaps, 'the search bar covers the hero word').toBe(false)
    }
    await page.keyboard.press('Escape')
    await expect(page.locator(`#${target}`)).toBeHidden()
  }

  const howTo = page.locator('#how-to-order')
  const column = (await page.locator(`#${SECTION.products} ul`).boundingBox())!
  for (const part of await howTo.locator('table, ol > li').all()) {
    const box = (await part.boundingBox())!
    expect(box.x, 'How to order stays in the column').toBeGreaterThanOrEqual(column.x - 1)
    expect(box.x + box.width, 'How to order stays in the column').toBeLessThanOrEqual(
      column.x + column.width + 1,
    )
  }
  expect(await howTo.evaluate(element => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)

  const cards = await page.locator(`#${SECTION.products} article`).evaluateAll(articles =>
    articles.map(card => {
      const top = (part: Element) => Math.round(part.getBoundingClientRect().top)
      const [name, pack, , footer] = [...card.querySelector('div:last-child')!.children]
      const range = document.createRange()
      range.selectNodeContents(name!)
      return {
        row: top(card),
        parts: {
          name: top(name!),
          pack: top(pack!),
          description: top(card.querySelector('[class*="description"]')!),
          footer: top(footer!),
        },
        lines: new Set([...range.getClientRects()].map(rect => Math.round(rect.bottom))).size,
        nameHeight: name!.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(name!).lineHeight),
      }
    }),
  )
  for (const card of cards) {
    const row = cards.filter(other => other.row === card.row)
    for (const part of Object.keys(card.parts) as (keyof typeof card.parts)[])
      expect(new Set(row.map(other => other.parts[part])).size, `${part}s line up`).toBe(1)
    // The row's name track is as tall as its longest name, never a line more.
    const most = Math.max(...row.map(other => other.lines))
    expect(card.nameHeight, 'no name keeps a blank line').toBeLessThanOrEqual(most * card.lineHeight + 1)
  }

  // Each dialog opened once: every one for split words and icons, the longest name's for what must stay reachable.
  for (const index of products.keys()) {
    await openDialog(page, index)
    const dialog = page.locator('dialog[open]')
    const words = (await dialog.evaluate(textProblems)).splitWords
    expect(words, `words split in ${products[index]!.name}'s dialog`).toEqual([])
    expect(await dialog.evaluate(iconsApart), 'icons apart from their labels').toEqual([])
    if (index === longestName) {
      await expectNoSidewaysScroll(page, 'the dialog open')
      // On screen, or brought there by scrolling the dialog itself.
      for (const control of [
        dialog.getByRole('button', { name: 'Close dialog' }),
        dialog.getByRole('heading'),
        dialog.getByRole('link', { name: /^Call / }),
        ...(site.whatsapp ? [dialog.getByRole('link', { name: 'Order on WhatsApp' })] : []),
        dialog.getByRole('button', { name: 'Close', exact: true }),
      ]) {
        await control.scrollIntoViewIfNeeded()
        // 0.99: scrolling a box into view can leave it a fraction of a pixel short of the edge.
        await expect(control).toBeInViewport({ ratio: 0.99 })
      }
      const number = dialog.locator('a[href^="tel:"] [id$="-number"]')
      const numberLines = await number.evaluate(element => element.getClientRects().length)
      expect(numberLines, 'the number never wraps').toBe(1)
      // From tablets up the photo stands on the ×'s side: as the dialog scrolls, only the photo passes under the ×.
      if (size.width >= breakpoint('md'))
        expect(await dialog.evaluate(coveredByTheX, UI_TEXT.closeDialog)).toEqual([])
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }

  // Playing is video.spec.ts's to check; here only the player's size.
  const video = page.locator(`#${SECTION.services} video`)
  await video.scrollIntoViewIfNeeded()
  const box = (await video.boundingBox())!
  expect(box.width, 'the player spans its column').toBeGreaterThanOrEqual(Math.min(size.width, 960) * 0.85)
}

async function expectWideColumn(page: Page): Promise<void> {
  const column = await page.locator(`#${SECTION.products} ul`).boundingBox()
  expect(column!.width).toBeGreaterThanOrEqual(1400)
}

async function expectEmailWrapsWhole(page: Page): Promise<void> {
  const email = page.locator('footer a[href^="mailto:"] span')
  const lines = await email.evaluate(element => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const rows = new Map<number, string>()
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue
      range.selectNodeContents(node)
      const top = Math.round(range.getClientRects()[0]!.top)
      rows.set(top, (rows.get(top) ?? '') + node.textContent)
    }
    return [...rows.values()]
  })
  expect(lines.join('')).toBe(site.email)
  for (const line of lines.slice(1)) expect(line).toMatch(/^[@.]/)
  // Without the spaces its break points could add to the accessible name.
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const names = nodes
    .filter(node => node.role?.value === 'link' && String(node.name?.value).includes('@'))
    .map(node => node.name?.value)
  expect(names).toEqual([site.email])
}

/** The footer's link columns are as wide as their words: a contact line wraps only if the brand's column has no room to give. */
async function expectContactLinesWhole(page: Page): Promise<void> {
  const found = await page.locator('footer').evaluate(footer => {
    const lineCount = (element: Element): number => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size
    }
    const wrapped = [...footer.querySelectorAll('a[href^="mailto:"] span, address')].filter(
      line => lineCount(line) > 1,
    )
    const brand = footer.querySelector<HTMLElement>('div > :first-child')!
    const width = brand.getBoundingClientRect().width
    brand.style.width = 'min-content'
    const spare = width - brand.getBoundingClientRect().width
    brand.style.width = ''
    const problem = (line: Element): string =>
      `"${line.textContent}" wraps; the brand's column has ${spare} px to spare`
    return spare > 1 ? wrapped.map(problem) : []
  })
  expect(found).toEqual([])
}

/** How to order's columns: each title's first line level with the others (its number beside it), and whom to pay on one line unless even its smallest size cannot hold it. */
async function expectStepsLevel(page: Page): Promise<void> {
  const found = await page.locator('#how-to-order').evaluate(block => {
    const range = document.createRange()
    const lineTops = (element: Element): number[] => {
      range.selectNodeContents(element)
      return [...new Set([...range.getClientRects()].map(rect => Math.round(rect.top)))]
    }
    const firstLines = [...block.querySelectorAll('h4')].map(title => lineTops(title)[0])
    const name = block.querySelector('[class*="merchant"]')
    const atFloor = name && parseFloat(getComputedStyle(name).fontSize) <= 15.5
    return {
      titlesLevel: new Set(firstLines).size === 1,
      nameOneLine: !name || atFloor || lineTops(name).length === 1,
    }
  })
  expect(found).toEqual({ titlesLevel: true, nameOneLine: true })
}

async function expectStepsOwnHeight(page: Page): Promise<void> {
  const heights = await page
    .locator('#how-to-order ol > li')
    .evaluateAll(steps => steps.map(step => Math.round(step.getBoundingClientRect().height)))
  expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBeGreaterThan(1)
}

/** On a phone, the links and buttons of the footer and How to order, the ones a buyer taps, are thumb-sized. */
async function expectThumbSizedLinks(page: Page): Promise<void> {
  const small = await page.locator('footer a, #how-to-order a, #how-to-order button').evaluateAll(targets =>
    targets
      .filter(target => target.checkVisibility())
      .map(target => [target.textContent?.trim(), Math.round(target.getBoundingClientRect().height)] as const)
      .filter(([, height]) => height < 44),
  )
  expect(small).toEqual([])
}

const THUMB_SIZED = [
  'footer and How to order links and buttons are at least 44 px tall',
  expectThumbSizedLinks,
] as const

const AT_WIDTH: Record<number, (readonly [string, (page: Page) => Promise<void>])[]> = {
  320: [
    ['the footer email wraps only at its @ and dots, and screen readers get it whole', expectEmailWrapsWhole],
    THUMB_SIZED,
  ],
  375: [THUMB_SIZED],
  1024: [
    [
      'the footer keeps its email and address on one line where the row can hold them',
      expectContactLinesWhole,
    ],
  ],
  1280: [
    ["How to order's steps: numbers level with their titles, and whom to pay on one line", expectStepsLevel],
    ['each How to order step card keeps its own height', expectStepsOwnHeight],
  ],
  2560: [['the page uses the screen: the content column is at least 1400 px wide', expectWideColumn]],
}

// One page resized, as a phone turned or a window dragged: a load per size would be far slower.
const GROUPS = Array.from({ length: Math.ceil(SIZES.length / 4) }, (_, index) =>
  SIZES.slice(index * 4, index * 4 + 4),
)
for (const sizes of GROUPS) {
  test(`${sizes.map(size => `${size.width}×${size.height}`).join(', ')}: nothing overflows, in every state`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize(sizes[0]!)
    await openPage(page)
    for (const size of sizes) {
      await test.step(`${size.width}×${size.height}`, () => expectHoldsAt(page, size))
      for (const [what, expectIt] of AT_WIDTH[size.width] ?? []) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await test.step(`${size.width} px: ${what}`, () => expectIt(page))
      }
    }
  })
}

/** How far the hero photo's tilted backing card (its ::before) reaches past the hero, which cuts it, in px. */
const backingCardOffScreen = (media: Element): number => {
  const card = getComputedStyle(media, '::before')
  const box = media.getBoundingClientRect()
  // An inset in % is of the photo's box: its width across, its height down.
  const length = (value: string, of: number) =>
    value.endsWith('%') ? (parseFloat(value) / 100) * of : parseFloat(value)
  const [left, right] = [box.left + length(card.left, box.width), box.right - length(card.right, box.width)]
  const [top, bottom] = [box.top + length(card.top, box.height), box.bottom - length(card.bottom, box.height)]
  const [centreX, centreY] = [(left + right) / 2, (top + bottom) / 2]
  const turn = new DOMMatrix(card.transform)
  const xs = [left, right].flatMap(x =>
    [top, bottom].map(y => turn.transformPoint(new DOMPoint(x - centreX, y - centreY)).x + centreX),
  )
  // The hero clips what leaves it, at the screen's edges.
  const hero = media.closest('section')!.getBoundingClientRect()
  return Math.round(Math.max(0, hero.left - Math.min(...xs), Math.max(...xs) - hero.right))
}

/** WhatsApp and Copy whose icon stands away from its label's first word, as it did when the label wrapped. */
const iconsApart = (root: Element): string[] =>
  [...root.querySelectorAll('a[class*="--secondary"], button[class*="--secondary"]')].flatMap(control => {
    const icon = control.querySelector('svg')
    if (!icon?.checkVisibility()) return []
    const box = icon.getBoundingClientRect()
    const range = document.createRange()
    range.selectNodeContents(control)
    const first = [...range.getClientRects()].find(rect => rect.width > 0 && rect.left >= box.right)
    const apart = !first || first.left - box.right > 12 || first.bottom < box.top || first.top > box.bottom
    return apart ? [`${control.textContent}: ${Math.round(first ? first.left - box.right : -1)} px`] : []
  })

/** Round icon buttons (menu, search, call, the dialog's ×) whose icon fills more than 0.6 of the circle, as grown text made it. */
const iconsCrowded = (root: Element): string[] =>
  [...root.querySelectorAll('a, button')].flatMap(control => {
    const icon = control.querySelector('svg')
    const style = getComputedStyle(control)
    const box = control.getBoundingClientRect()
    const round =
      box.width > 0 && Math.abs(box.width - box.height) < 1 && parseFloat(style.borderRadius) >= box.width / 2
    if (!round || !icon?.checkVisibility()) return []
    const share = icon.getBoundingClientRect().width / box.width
    return share > 0.6
      ? [`${control.getAttribute('aria-label') ?? control.textContent}: ${share.toFixed(2)}`]
      : []
  })

/** Delivery times (08:00–12:00) split over two lines: each is kept whole in its own span. */
const timeRangesSplit = (block: Element): string[] =>
  [...block.querySelectorAll('dd')].flatMap(cell => {
    const times = /\d{2}:\d{2}–\d{2}:\d{2}/.exec(cell.textContent ?? '')?.[0]
    if (!times) return []
    const element = [...cell.querySelectorAll('span')].find(span => span.textContent === times)
    if (!element) return [`${times} is not kept whole`]
    const range = document.createRange()
    range.selectNodeContents(element)
    const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.bottom))).size
    return lines > 1 ? [`${times} takes ${lines} lines`] : []
  })

/**
 * Visible text past the screen's edges (body's overflow-x: hidden would hide it, a phone would zoom out to
 * show it), except in a box that scrolls sideways on screen (the delivery table), where it is reached by
 * scrolling; words split over two lines, anywhere; and text a box hides (overflow hidden or clip, an ellipsis,
 * a line clamp).
 */
const textProblems = (root: Element): { offScreen: string[]; splitWords: string[]; clipped: string[] } => {
  const width = document.documentElement.clientWidth
  const offScreen: string[] = []
  const splitWords: string[] = []
  const clipped: string[] = []
  const inScroller = (element: Element): boolean => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'auto') return box.getBoundingClientRect().right <= width + 1
    }
    return false
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!
    const text = node.textContent ?? ''
    // Visually hidden names (1 px, clipped) are for screen readers and never wrap.
    if (!text.trim() || !element.checkVisibility() || element.getBoundingClientRect().width <= 1) continue
    range.selectNodeContents(node)
    const lines = [...range.getClientRects()].filter(line => line.width > 0)
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(box)
      const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
      const edge = box.getBoundingClientRect()
      const outside = (line: DOMRect) =>
        (clips(overflowX) && (line.right > edge.right + 1 || line.left < edge.left - 1)) ||
        (clips(overflowY) && line.bottom > edge.bottom + 1)
      if (lines.some(outside)) clipped.push(`"${text.trim().slice(0, 30)}"`)
      // Past a box that scrolls (one axis hidden makes the other scroll), the text is reached by scrolling it.
      if ([overflowX, overflowY].some(overflow => overflow === 'auto' || overflow === 'scroll')) break
    }
    if (!inScroller(element) && lines.some(line => line.right > width + 1 || line.left < -1))
      offScreen.push(`"${text.trim().slice(0, 30)}"`)
    // A phone number is one word: split over two lines, a caller may dial it as two.
    for (const word of text.matchAll(/\+\d[\d ]*\d|[^\s–-]{3,}/g)) {
      range.setStart(node, word.index)
      range.setEnd(node, word.index + word[0].length)
      const rows = new Set(
        [...range.getClientRects()].filter(box => box.width > 0).map(box => Math.round(box.top)),
      )
      if (rows.size > 1) splitWords.push(`"${word[0]}"`)
    }
  }
  return { offScreen, splitWords, clipped }
}

/** Links and buttons that stick out of the nearest box that clips, scrolls or paints them: cut off, reached sideways, or over a card's edge. */
const controlsCut = (root: Element): string[] =>
  [...root.querySelectorAll('a, button')]
    .filter(control => control.checkVisibility() && control.getBoundingClientRect().width > 1)
    .filter(control => {
      const encloses = (box: Element): boolean => {
        const { overflowX, backgroundColor } = getComputedStyle(box)
        return overflowX !== 'visible' || backgroundColor !== 'rgba(0, 0, 0, 0)'
      }
      let box = control.parentElement
      while (box && box !== document.body && !encloses(box)) box = box.parentElement
      if (!box || box === document.body) return false
      const [inner, outer] = [control.getBoundingClientRect(), box.getBoundingClientRect()]
      return inner.right > outer.right + 1 || inner.left < outer.left - 1
    })
    .map(control => control.textContent!.trim().slice(0, 30))

// A phone's larger-text setting raises the default font size: sizes are in rem and breakpoints in em,
// so the page takes the layout of a narrower screen and never grows wider than the phone.
for (const { fontSize, width } of [
  { fontSize: 20, width: 320 },
  { fontSize: 24, width: 320 },
  { fontSize: 24, width: 375 },
  { fontSize: 32, width: 375 },
  { fontSize: 32, width: 320 },
]) {
  test.describe(`a ${width} px phone with its text at ${(fontSize / 16) * 100}%`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })

    test('no text leaves the screen, no word or phone number is split and no control is cut, the page, the menu and the dialog', async ({
      page,
    }) => {
      await setTextSize(page, fontSize)
      await openPage(page)
      const expectHolds = async (state: string, root: string) => {
        const widths = await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])
        expect(widths, `${state}: a phone zooms out to a wider page`).toEqual([width, width])
        const found = await page.locator(root).first().evaluate(textProblems)
        expect(found.offScreen, `${state}: text off screen`).toEqual([])
        expect(found.splitWords, `${state}: words split`).toEqual([])
        expect(await page.locator(root).first().evaluate(controlsCut), `${state}: controls cut`).toEqual([])
        expect(
          await page.locator(root).first().evaluate(iconsCrowded),
          `${state}: icons crowd their circle`,
        ).toEqual([])
      }
      await expectHolds('the page', 'body')
      await page.locator('button[popovertarget="mobile-menu"]').click()
      await expectHolds('the menu', '#mobile-menu')
      await page.keyboard.press('Escape')
      await openDialog(page, longestName)
      await expectHolds('the dialog', 'dialog[open]')
    })
  })
}

// WCAG 1.4.12: a reader's own spacing (a bookmarklet, a dyslexia extension) must not cut any text.
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'
for (const { width, height } of [SIZES[0]!, SIZES[2]!, SIZES[6]!, SIZES[10]!, SIZES[12]!]) {
  test(`with WCAG's text spacing at ${width} px no text is cut: the page, and the menu or search`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await openPage(page)
    await page.addStyleTag({ content: TEXT_SPACING })
    const clipped = async (root: string) => (await page.locator(root).evaluate(textProblems)).clipped
    expect(await clipped('body'), 'the page').toEqual([])
    // A control the screen's edge cuts (the hero's clips what leaves it) loses its border, or its text.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('a, button')]
        .filter(control => control.checkVisibility() && control.getBoundingClientRect().width > 1)
        .filter(control => control.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map(control => control.textContent!.trim().slice(0, 30)),
    )
    expect(cut, 'links and buttons past the screen').toEqual([])
    const toggle = page.locator('button[popovertarget="mobile-menu"], button[popovertarget="site-search"]')
    await toggle.filter({ visible: true }).first().click()
    expect(await clipped('[popover]:popover-open'), 'the open panel').toEqual([])
  })
}

/** The spec's states in the engines the Chromium suites do not reach, JavaScript on and off (docs/testing.md). */
import { expect } from '@playwright/test'
import { builtContent } from '../../__tests__/fixtures/content'
import { UI_TEXT } from '../../src/config/ui-text'
import type { ScriptMode } from '../support/engines/engine-page'
import type { SitePage } from '../support/engines/site-page'
import { VIEWPORTS, type ViewportName } from '../support/viewports'
import { test } from './engine-test'
import { SECTION, sectionIdFromLabel } from '../../src/config/section-ids'

const content = builtContent()
const { products } = content

const MENU_TOGGLE = 'button[popovertarget="mobile-menu"]'
const SEARCH_TOGGLE = 'button[aria-controls="site-search"]'

const shownDialogs = () =>
  [...document.querySelectorAll('dialog')]
    .filter(dialog => dialog.checkVisibility())
    .map(dialog => ({
      id: dialog.id,
      name: document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      text: (dialog.textContent ?? '').replace(/\s+/g, ' '),
      call: dialog.querySelector('a[href^="tel:"]')?.getAttribute('href') ?? null,
      shownAs: dialog.matches(':modal') ? 'modal' : dialog.hasAttribute('open') ? 'other' : 'popover',
    }))

const nativeDialogFeatures = () => ({
  commands: 'commandForElement' in HTMLButtonElement.prototype,
  closedBy: 'closedBy' in HTMLDialogElement.prototype,
})

const hasPopovers = () => 'popover' in HTMLElement.prototype

type DialogCalls = { showModal: number; close: number }

/** Counts since the last read: a script opening or closing a dialog calls these; the engine's commands do not. */
const readDialogCalls = (): DialogCalls => {
  const page = window as Window & { dialogCalls?: DialogCalls }
  if (!page.dialogCalls) {
    const calls = { showModal: 0, close: 0 }
    page.dialogCalls = calls
    for (const name of ['showModal', 'close'] as const) {
      const original = HTMLDialogElement.prototype[name]
      HTMLDialogElement.prototype[name] = function (this: HTMLDialogElement) {
        calls[name]++
        original.call(this)
      }
    }
  }
  const since = { ...page.dialogCalls }
  page.dialogCalls.showModal = 0
  page.dialogCalls.close = 0
  return since
}

const buyNowTarget = ({ name, products }: { name: string; products: string }) =>
  [...document.querySelectorAll(`#${products} article`)]
    .find(card => card.querySelector('h3')?.textContent === name)
    ?.querySelector('button[command="show-modal"]')
    ?.getAttribute('commandfor') ?? null

const CLOSERS = ['×', 'Close', 'Escape', 'the backdrop'] as const
type Closer = (typeof CLOSERS)[number]

async function close(site: SitePage, dialogId: string, closer: Closer): Promise<void> {
  if (closer === '×') return site.tap(`#${dialogId} button[aria-label="${UI_TEXT.closeDialog}"]`)
  if (closer === 'Close') return site.tap(`#${dialogId} button[command="close"]`, UI_TEXT.close)
  if (closer === 'Escape') return site.page.press('Escape')
  // Halfway between the screen's left edge and the dialog's: the dimmed page.
  const box = await site.page.evaluate((id: string) => {
    const { left } = document.getElementById(id)!.getBoundingClientRect()
    return { left, middle: window.innerHeight / 2 }
  }, dialogId)
  expect(box.left, 'room beside the dialog to tap the backdrop').toBeGreaterThan(4)
  await site.page.clickAt(box.left / 2, box.middle)
}

/** Counts a script's part: one showModal() per tap where a script opens the dialog, none where the engine does. */
async function expectEveryOrderOpensAndCloses(site: SitePage, scripts: ScriptMode): Promise<void> {
  const native = await site.page.evaluate(nativeDialogFeatures)
  const scripted = scripts !== 'off'
  // Without invoker commands and without a script, Buy Now's popovertarget twin opens the order.
  const shownAs = native.commands || scripted ? 'modal' : 'popover'
  await site.page.evaluate(readDialogCalls)
  for (const [index, closer] of CLOSERS.entries()) {
    const product = products[index % products.length]!
    const dialogId = await site.page.evaluate(buyNowTarget, {
      name: product.name,
      products: SECTION.products,
    })
    expect(dialogId, `${product.name}'s Buy Now names its dialog`).toBeTruthy()
    await site.tap(`button[commandfor="${dialogId}"][command="show-modal"]`)
    await expect.poll(() => site.page.evaluate(shownDialogs)).toHaveLength(1)
    const [dialog] = await site.page.evaluate(shownDialogs)
    expect(dialog).toMatchObject({
      id: dialogId,
      name: product.name,
      call: `tel:${content.site.phone.tel}`,
      shownAs,
    })
    expect(dialog!.text).toContain(`${UI_TEXT.pricePrefix}${product.price}`)
    expect(dialog!.text).toContain(
      `${UI_TEXT.callToBuy.before}${content.site.phone.display}${UI_TEXT.callToBuy.after}`,
    )
    expect(await site.page.evaluate(readDialogCalls)).toEqual({
      showModal: scripted && !native.commands ? 1 : 0,
      close: 0,
    })

    await close(site, dialogId!, closer)
    await expect.poll(() => site.page.evaluate(shownDialogs), `${closer} closes it`).toEqual([])
    const scriptCloses =
      closer === '×' || closer === 'Close'
        ? scripted && !native.commands
        : closer === 'the backdrop' && scripted && !native.closedBy
    expect(await site.page.evaluate(readDialogCalls)).toEqual({ showModal: 0, close: scriptCloses ? 1 : 0 })
  }
}

const landing = (id: string) => {
  const top = document.getElementById(id)!.getBoundingClientRect().top
  const header = document.querySelector('header')!.getBoundingClientRect().bottom
  const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
  return { hash: location.hash, landed: Math.abs(top - header) <= 2 || (atBottom && top > header) }
}

/** The toggle's name and icon are read as seen, since CSS swaps them. */
const menuState = (toggleSelector: string) => {
  const toggle = document.querySelector(toggleSelector)!
  const icon = [...toggle.querySelectorAll('svg')].find(svg => svg.checkVisibility())
  return {
    open: document.getElementById('mobile-menu')!.checkVisibility(),
    name: icon?.parentElement?.textContent ?? '',
    icon: icon?.classList.contains('lucide-x')
      ? 'close'
      : icon?.classList.contains('lucide-menu')
        ? 'menu'
        : 'none',
  }
}

const linkTexts = (selector: string) =>
  [...document.querySelectorAll(`${selector} a`)]
    .filter(link => link.checkVisibility())
    .map(link => link.textContent?.trim() ?? '')

const searchState = () => ({
  open: document.getElementById('site-search')!.checkVisibility(),
  focused: document.activeElement?.getAttribute('type') === 'search',
  value: (document.querySelector('#site-search input') as HTMLInputElement).value,
})

/** The last label scrolls down the page, the second back up. */
const NAV_TARGETS = [content.site.nav[content.site.nav.length - 1]!, content.site.nav[1]!]

async function expectMenuOpensAndCloses(site: SitePage): Promise<void> {
  const closed = { open: false, name: UI_TEXT.openMenu, icon: 'menu' }
  expect(await site.page.evaluate(menuState, MENU_TOGGLE)).toEqual(closed)
  await site.tap(MENU_TOGGLE)
  await expect
    .poll(() => site.page.evaluate(menuState, MENU_TOGGLE))
    .toEqual({ open: true, name: UI_TEXT.closeMenu, icon: 'close' })
  expect(await site.page.evaluate(linkTexts, '#mobile-menu')).toEqual([
    ...content.site.nav,
    content.site.phone.display,
    ...(content.site.whatsapp ? [UI_TEXT.whatsApp] : []),
  ])
  await site.tap(MENU_TOGGLE)
  await expect.poll(() => site.page.evaluate(menuState, MENU_TOGGLE)).toEqual(closed)
}

async function expectDesktopNavAndSearchToggle(site: SitePage, hydrated = false): Promise<void> {
  expect(await site.page.evaluate(menuState, MENU_TOGGLE)).toMatchObject({ open: false, icon: 'none' })
  expect(await site.page.evaluate(linkTexts, `nav[aria-label="${UI_TEXT.mainNavigation}"]`)).toEqual(
    content.site.nav,
  )
  await site.tap(SEARCH_TOGGLE)
  await expect.poll(() => site.page.evaluate(searchState)).toEqual({ open: true, focused: true, value: '' })
  // As where popovers are native: Tab out of the bar goes on from its toggle, not back to the top of the header.
  await site.page.press('Tab')
  await site.page.press('Tab')
  expect(await site.page.evaluate(focusFollows, SEARCH_TOGGLE), 'Tab past the search button').toBe(true)
  // Once React runs, the bar closes as the focus leaves it, as the menu does; before, its toggle closes it.
  if (!hydrated) await site.tap(SEARCH_TOGGLE)
  await expect.poll(() => site.page.evaluate(searchState)).toMatchObject({ open: false })
}

/** Whether focus is on the toggle or after it in the page. */
const focusFollows = (toggle: string): boolean => {
  const button = document.querySelector(toggle)!
  const focused = document.activeElement!
  return focused === button || !!(button.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
}

async function expectSearchAlertAndWhitespaceRule(site: SitePage): Promise<void> {
  await site.tap(SEARCH_TOGGLE)
  await expect.poll(() => site.page.evaluate(searchState)).toMatchObject({ open: true, focused: true })
  // The submit handler runs while the key is pressed: the bar's state is final once press returns.
  await site.page.type('   ')
  await site.page.press('Enter')
  expect(await site.page.evaluate(searchState)).toEqual({ open: true, focused: true, value: '   ' })
  const query = products[1]!.name
  await site.page.type(`${query}  `)
  // In WebKit the key press returns only once the alert is answered: both run together.
  const [alert] = await Promise.all([site.page.nextAlert(), site.page.press('Enter')])
  // The first alert is this search's: the whitespace-only one raised none.
  expect(alert).toBe(`${UI_TEXT.searchAlertPrefix}${query}`)
  await expect.poll(() => site.page.evaluate(searchState)).toEqual({ open: false, focused: false, value: '' })
}

/** What stands at points across the screen: the page's own content, never a panel over it. */
const coveringPanels = () => {
  const panels = new Set<string>()
  for (let x = 0.1; x < 1; x += 0.2)
    for (let y = 0.1; y < 1; y += 0.2) {
      const hit = document.elementFromPoint(innerWidth * x, innerHeight * y)
      const panel = hit?.closest('[popover], dialog')
      if (panel) panels.add(panel.id)
    }
  return [...panels]
}

const reachable = (selector: string) =>
  [...document.querySelectorAll(selector)].some(element => element.checkVisibility())

/** Without popovers and without a script, the panels stay shut; links and the number stay in reach. */
async function expectNothingCoversThePage(site: SitePage): Promise<void> {
  for (const y of [0, 0.5, 1]) {
    await site.page.evaluate(
      (y: number) => scrollTo({ top: y * document.documentElement.scrollHeight, behavior: 'instant' }),
      y,
    )
    expect(await site.page.evaluate(coveringPanels), `nothing covers the page at ${y * 100}%`).toEqual([])
  }
  expect(await site.page.evaluate(menuState, MENU_TOGGLE)).toMatchObject({ open: false })
  expect(await site.page.evaluate(searchState)).toMatchObject({ open: false })
  for (const label of content.site.nav) {
    expect(await site.page.evaluate(reachable, `a[href$="#${sectionIdFromLabel(label)}"]`), label).toBe(true)
  }
  expect(await site.page.evaluate(reachable, `a[href="tel:${content.site.phone.tel}"]`), 'the phone').toBe(
    true,
  )
  // The footer's quick links do the menu's work.
  const last = sectionIdFromLabel(NAV_TARGETS[0]!)
  await site.tap(`footer a[href$="#${last}"]`)
  await expect.poll(() => site.page.evaluate(landing, last)).toEqual({ hash: `#${last}`, landed: true })
}

async function expectNavScrollsToSections(site: SitePage, viewport: ViewportName): Promise<void> {
  for (const label of NAV_TARGETS) {
    const id = sectionIdFromLabel(label)
    if (viewport === 'phone') {
      // Without JavaScript the menu stays open after a link: it is already there.
      if (!(await site.page.evaluate(menuState, MENU_TOGGLE)).open) await site.tap(MENU_TOGGLE)
      await site.tap(`#mobile-menu a[href$="#${id}"]`)
    } else {
      await site.tap(`nav[aria-label="${UI_TEXT.mainNavigation}"] a[href$="#${id}"]`)
    }
    await expect
      .poll(() => site.page.evaluate(landing, id), `${label} lands below the header`)
      .toEqual({ hash: `#${id}`, landed: true })
  }
}

// One page per case, its states as steps: WebKitGTK's load event waits seconds on the story's <video>.
for (const scripts of ['on', 'off'] as const) {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    const size = VIEWPORTS[viewport]
    test(`JavaScript ${scripts}, ${size.width} px: menu, search, Buy Now and nav`, async ({ site }) => {
      await site.page.setViewport(size)
      await site.open('/product/', scripts)
      if (scripts === 'off' && !(await site.page.evaluate(hasPopovers))) {
        await test.step('no popovers, no script: nothing covers the page; every link and the phone in reach', () =>
          expectNothingCoversThePage(site))
        return
      }
      if (viewport === 'phone') {
        await test.step('the hamburger opens and closes the menu, switching its name and icon', () =>
          expectMenuOpensAndCloses(site))
      } else {
        await test.step('the desktop nav replaces the hamburger; the search toggle opens and closes the bar', () =>
          expectDesktopNavAndSearchToggle(site, scripts === 'on'))
      }
      if (viewport === 'desktop' && scripts === 'on') {
        await test.step('search alerts the trimmed text once; whitespace alone does nothing', () =>
          expectSearchAlertAndWhitespaceRule(site))
      }
      await test.step('Buy Now opens the right product’s order; ×, Close, Escape and the backdrop close it', () =>
        expectEveryOrderOpensAndCloses(site, scripts))
      await test.step('the nav scrolls to its section', () => expectNavScrollsToSections(site, viewport))
      if (scripts === 'on') expect(site.page.errors?.() ?? [], 'script errors').toEqual([])
    })
  }
}

test('before hydration, the bundles held back: Buy Now opens the right product’s order on the first tap', async ({
  site,
}) => {
  await site.page.setViewport(VIEWPORTS.phone)
  await site.open('/product/', 'held')
  const bundles = await site.page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter(entry => new URL(entry.name).pathname.endsWith('.js'))
        .length,
  )
  expect(bundles, 'no script bundle reached the page').toBe(0)
  await expectEveryOrderOpensAndCloses(site, 'held')
  expect(site.page.errors?.() ?? [], 'script errors').toEqual([])
})

test('before the bundles arrive, the menu and the search toggles open and close on the first tap', async ({
  site,
}) => {
  await site.page.setViewport(VIEWPORTS.phone)
  await site.open('/', 'held')
  await expectMenuOpensAndCloses(site)
  // A link chosen in the menu closes it, as it will once hydrated.
  const id = sectionIdFromLabel(NAV_TARGETS[0]!)
  await site.tap(MENU_TOGGLE)
  await site.tap(`#mobile-menu a[href$="#${id}"]`)
  await expect.poll(() => site.page.evaluate(menuState, MENU_TOGGLE)).toMatchObject({ open: false })
  await site.page.setViewport(VIEWPORTS.desktop)
  await expectDesktopNavAndSearchToggle(site)
  expect(site.page.errors?.() ?? [], 'script errors').toEqual([])
})

test('before the bundles arrive, a section route opens at its section, below the header', async ({
  site,
}) => {
  await site.page.setViewport(VIEWPORTS.phone)
  const routes = content.pages.filter(page => page.section !== SECTION.home)
  expect(routes.length, 'content/pages.json has section routes').toBeGreaterThan(0)
  for (const route of routes) {
    await site.open(route.path, 'held')
    await expect
      .poll(() => site.page.evaluate(landing, route.section), { message: route.path })
      .toEqual({ hash: '', landed: true })
  }
  expect(site.page.errors?.() ?? [], 'script errors').toEqual([])
})

/** Each card's photo above its name, the header's brand name not cut short, and How to order's steps numbered 1, 2, 3 as drawn. */
const narrowLayout = ({ products, brand }: { products: string; brand: string }) => ({
  photosAboveNames: [...document.querySelectorAll(`#${products} article`)].map(card => {
    const photo = card.querySelector('img')!.getBoundingClientRect()
    return photo.height > 0 && photo.bottom <= card.querySelector('h3')!.getBoundingClientRect().top + 1
  }),
  brandWhole: [...document.querySelectorAll('header span')]
    .filter(name => name.textContent === brand)
    .map(name => name.scrollWidth <= name.clientWidth),
  // innerText is the text as laid out: a CSS counter's number is not in it, and showed 0 in Chromium 110.
  stepsNumbered: [...document.querySelectorAll<HTMLElement>('#how-to-order ol > li')].map(
    (step, index) => step.innerText.trim().split(/\s/)[0] === `${index + 1}`,
  ),
})

/** How many lines each dialog's "To Buy!" takes on its call button, the dialog shown without script to be laid out. */
const afterNumberLines = (afterNumber: string): number[] =>
  [...document.querySelectorAll('dialog')].map(dialog => {
    dialog.show()
    const walker = document.createTreeWalker(dialog.querySelector('a[href^="tel:"]')!, NodeFilter.SHOW_TEXT)
    let words = walker.nextNode()
    while (words && words.textContent!.trim() !== afterNumber) words = walker.nextNode()
    const range = document.createRange()
    range.selectNodeContents(words!)
    const lines = new Set(
      [...range.getClientRects()].filter(rect => rect.width > 0).map(rect => Math.round(rect.top)),
    )
    dialog.close()
    return lines.size
  })

test('at 320 px, with or without subgrid, each card shows its photo first, the brand name is whole and the steps are numbered; "To Buy!" keeps together at every width', async ({
  site,
}) => {
  await site.page.setViewport({ width: 320, height: 640 })
  await site.open('/product/', 'off')
  expect(
    await site.page.evaluate(narrowLayout, { products: SECTION.products, brand: content.site.brand }),
  ).toEqual({
    photosAboveNames: products.map(() => true),
    brandWhole: [true],
    stepsNumbered: [true, true, true],
  })
  // Without text-wrap: balance (Chromium 110) "Buy!" was left alone at 350, 380-420, 650-670 and 730-810 px.
  const split: string[] = []
  for (let width = 300; width <= 1000; width += 10) {
    await site.page.setViewport({ width, height: 640 })
    const lines = await site.page.evaluate(afterNumberLines, UI_TEXT.callToBuy.after.trim())
    if (lines.some(count => count !== 1)) split.push(`${width} px: ${lines.join(', ')}`)
  }
  expect(split).toEqual([])
})

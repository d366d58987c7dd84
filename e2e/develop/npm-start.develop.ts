/**
 * `npm start` (gatsby develop, as `npm run cms` also runs it) on a copy of the project and of the content
 * under test: every route at phone and desktop width shows the site with no console error, no Gatsby
 * overlay and no loading toast left behind, and its menu, search and Buy Now work; a mistake saved in
 * the content shows in the tab, in the check's words, until it is mended.
 */
import fs from 'fs'
import path from 'path'
import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../../__tests__/fixtures/content'
import { checkContent, summarizeProblems } from '../../plugins/content-source/read-and-check/validate-content'
import { PROBLEM_ERROR_ID } from '../../plugins/content-source/read-and-check/stop-on-problems'
import { UI_TEXT } from '../../src/config/ui-text'
import { CONTENT_PROBLEMS_ELEMENT } from '../../src/utils/content-problems'
import { DEVELOP_PORT, type DevelopServer, startDevelop } from '../support/develop-server'
import { SECTION, searchBar } from '../support/page-helpers'
import { VIEWPORTS } from '../support/viewports'

const { site, products, pages } = builtContent()

test.describe.configure({ mode: 'serial' })

let server: DevelopServer

test.beforeAll(async () => {
  // A limit on hanging, not on speed: develop's first bundle takes a minute on an idle 2-core machine.
  test.setTimeout(300_000)
  server = startDevelop(DEVELOP_PORT)
  await server.ready
})

test.afterAll(async () => {
  // What the terminal showed, kept beside the results for a failure to be read against.
  if (server) fs.writeFileSync(test.info().outputPath('npm-start.log'), server.output())
  await server?.stop()
})

/** Console errors and uncaught errors, each with where it came from. */
function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', message => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', error => errors.push(`uncaught: ${error.message}`))
  return errors
}

/** Each alert's text, answered at once. */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', dialog => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}

const overlay = (page: Page) => page.locator('gatsby-fast-refresh')
/** Gatsby's "Preparing requested page" toast, while it shows (Playwright's selectors reach into its shadow root). */
const toast = (page: Page) => page.locator('gatsby-qod [data-gatsby-loading-indicator-visible="true"]')
const problemsNotice = (page: Page) => page.locator(`${CONTENT_PROBLEMS_ELEMENT} [role="alert"]`)

/**
 * Waits until React has rendered the page and run its effects: develop sets no onInitialClientRender
 * mark, but adds the loading indicator's host in the effect that runs that API, after every component's.
 */
const rendered = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('header button')
    return (
      button !== null &&
      Object.keys(button).some(key => key.startsWith('__reactProps')) &&
      document.getElementById('query-on-demand-indicator-element') !== null
    )
  })

async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(route)
  await rendered(page)
}

/** The first load, with its page data held back until Gatsby shows its loading indicator, which must then go. */
async function openWithPageDataHeld(page: Page, route: string): Promise<void> {
  let release = (): void => undefined
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route('**/page-data/**', async request => {
    await held
    await request.continue()
  })
  await page.goto(route)
  // A limit on hanging: the bundles start after the first screen, and develop builds them on first request.
  await expect(page.locator('first-render-loading-indicator')).toBeAttached({ timeout: 90_000 })
  release()
  await page.unrouteAll({ behavior: 'wait' })
  await rendered(page)
}

async function expectClean(page: Page, errors: string[], where: string): Promise<void> {
  await expect(overlay(page), `${where}: Gatsby's error overlay`).toHaveCount(0)
  await expect(page.locator('first-render-loading-indicator'), where).toHaveCount(0)
  await expect(toast(page), `${where}: the loading toast`).toHaveCount(0)
  await expect(problemsNotice(page), where).toHaveCount(0)
  expect(errors, where).toEqual([])
}

async function buyNow(page: Page, index: number): Promise<void> {
  const product = products[index]!
  const buy = page
    .locator(`#${SECTION.products}`)
    .getByRole('button', { name: new RegExp(UI_TEXT.buyNow) })
    .nth(index)
  await buy.scrollIntoViewIfNeeded()
  await buy.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName(product.name)
  await expect(dialog).toContainText(`${UI_TEXT.pricePrefix}${product.price}`)
  const call = `${UI_TEXT.callToBuy.before}${site.phone.display}${UI_TEXT.callToBuy.after}`
  // The dialog opens on the product's name, and the call is the next Tab.
  await expect(dialog.getByRole('heading', { name: product.name })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('link', { name: call })).toBeFocused()
  await page.getByRole('button', { name: UI_TEXT.closeDialog }).click()
  await expect(dialog).toBeHidden()
}

async function menuWorks(page: Page): Promise<void> {
  const toggle = page.locator('button[popovertarget="mobile-menu"]')
  const menu = page.locator('#mobile-menu')
  await toggle.click()
  await expect(menu).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link').first()).toHaveText(site.nav[0]!)
  await toggle.click()
  await expect(menu).toBeHidden()
}

async function searchWorks(page: Page, alerts: string[]): Promise<void> {
  const { toggle, input, bar } = searchBar(page)
  await toggle.click()
  await expect(input).toBeFocused()
  await input.fill(`  ${products[0]!.name} `)
  await input.press('Enter')
  await expect(bar).toBeHidden()
  expect(alerts.splice(0)).toEqual([`${UI_TEXT.searchAlertPrefix}${products[0]!.name}`])
}

test('every route at phone and desktop width shows clean, with no overlay or loading toast left, and its menu or search and Buy Now work', async ({
  page,
}) => {
  // A limit on hanging, not on speed: one page walks eight loads of the development bundles.
  test.setTimeout(240_000)
  const errors = recordErrors(page)
  const alerts = recordAlerts(page)

  for (const viewport of ['phone', 'desktop'] as const) {
    for (const [index, { path: route }] of pages.entries()) {
      await test.step(`${route} at ${viewport} width`, async () => {
        await page.setViewportSize(VIEWPORTS[viewport])
        if (viewport === 'phone' && index === 0) await openWithPageDataHeld(page, route)
        else await openRoute(page, route)
        await expectClean(page, errors, route)
        // Phones have the menu and no search toggle; desktops the search toggle and no menu.
        if (viewport === 'phone') await menuWorks(page)
        else await searchWorks(page, alerts)
        await buyNow(page, index % products.length)
        await expectClean(page, errors, `${route} at ${viewport} width, after using it`)
      })
    }
  }
})

test('a content mistake saved while it runs shows in the tab in the check’s words, over the last good content, until it is mended', async ({
  page,
}) => {
  const errors = recordErrors(page)
  const file = path.join(server.contentDir, 'products.json')
  const good = fs.readFileSync(file, 'utf8')
  const json = JSON.parse(good) as { price: string }[]
  const index = json.length > 1 ? 1 : 0
  const before = products[index]!.price
  const write = (price: string): void => {
    json[index]!.price = price
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
  }

  const card = page
    .locator(`#${SECTION.products}`)
    .getByRole('article')
    .filter({ hasText: products[index]!.name })
  await openRoute(page, '/')
  await expect(card).toContainText(before)

  await test.step('a price with a space in it: the tab names the file, entry and field, and keeps the price it had', async () => {
    write(before.replace(/^GH/, 'GH '))
    const problems = await checkContent(server.contentDir)
    expect(problems).toHaveLength(1)
    const notice = problemsNotice(page)
    // A limit on hanging: develop notices the save, waits for files saved with it, then checks every photo.
    await expect(notice).toContainText(problems[0]!, { timeout: 30_000 })
    await expect(notice).toContainText(summarizeProblems(1, 'develop'))
    await expect(card).toContainText(before)
    // The terminal says the same words, under the check's own header rather than Gatsby's "ERROR UNKNOWN".
    const words = (text: string): string => text.replace(/\s+/g, ' ')
    await expect.poll(() => words(server.output())).toContain(words(problems[0]!))
    expect(server.output()).toContain(`ERROR #content-source_${PROBLEM_ERROR_ID}`)
    expect(server.output()).not.toContain('UNKNOWN')
  })

  await test.step('mended with a new price: the notice goes and the page shows the new price', async () => {
    const used = new Set(products.map(product => product.price))
    let cedis = Number(before.slice(2))
    while (used.has(`GH${cedis}`)) cedis++
    write(`GH${cedis}`)
    await expect(problemsNotice(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(card).toContainText(`GH${cedis}`, { timeout: 30_000 })
    await expect(overlay(page)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  await test.step('npm start does not announce the editor, which only npm run cms starts', async () => {
    expect(server.output()).not.toContain('Decap CMS is running')
  })
})

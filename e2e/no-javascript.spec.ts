import path from 'path'
import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS } from './support/viewports'
import { SECTION, SECTION_IDS, expectLandedBelowHeader, searchBar } from './support/page-helpers'

test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop })

const { site, products, testimonials, pages } = builtContent()
/** The poster's file name without its extension: the build keeps the name, not the format. */
const poster = `/${path.basename(site.story.poster, path.extname(site.story.poster))}.`

test('every route shows all its content without JavaScript, a section route opened at its section', async ({
  page,
}) => {
  for (const route of pages) {
    await page.goto(route.path)
    // Chromium's scroll-initial-target does it before the first paint (Firefox and WebKit open at the top).
    if (route.path === '/') expect(await page.evaluate(() => window.scrollY)).toBe(0)
    else await expectLandedBelowHeader(page, route.section)
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(site.hero.animatedWord)
    await expect(page.locator(`#${SECTION.products} article`)).toHaveCount(products.length)
    await expect(page.locator(`#${SECTION.testimonials} figure`)).toHaveCount(testimonials.length)
    await expect(page.locator(`#${SECTION.products} article img`).first()).toHaveAttribute('src', /.+/)
    const player = page.locator(`#${SECTION.services} video`)
    await expect(player).toHaveCount(1)
    expect(await page.locator(`#${SECTION.services} picture img`).getAttribute('src')).toContain(poster)
    await expect(player).toHaveAttribute('controls', '')
    await expect(player.locator('track')).toHaveAttribute('default', '')
  }
})

test('every anchor link still scrolls to its section without JavaScript, smoothly unless motion is reduced', async ({
  page,
}) => {
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
  // Where each link lands is the same either way; jumping saves a dozen animations' waiting.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
  const links = await page
    .locator('a[href^="#"]')
    .evaluateAll(anchors =>
      anchors
        .filter(anchor => (anchor as HTMLElement).offsetParent !== null)
        .map(anchor => ({ href: anchor.getAttribute('href')!, text: anchor.textContent })),
    )
  expect(links.length).toBeGreaterThanOrEqual(12)
  for (const { href } of links) {
    const id = href.slice(1)
    if (id === 'main') continue // the skip link, covered by its own behaviour
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.locator(`a[href="${href}"]:visible`).first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expectLandedBelowHeader(page, id)
  }
})

/** The expanded state Chromium gives assistive technology, which a popover invoker has natively. */
async function axExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const button = nodes.find(
    node => node.role?.value === 'button' && /menu/i.test(String(node.name?.value ?? '')),
  )
  const expanded = button?.properties?.find(property => property.name === 'expanded')
  return expanded ? Boolean(expanded.value.value) : undefined
}

test('on a phone the hamburger opens the menu, with its name, icon and expanded state switched', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto('/')
  const menu = page.locator('#mobile-menu')
  const toggle = page.locator('button[popovertarget="mobile-menu"]')
  expect(await axExpanded(page)).toBe(false)
  await toggle.click()
  await expect(menu).toBeVisible()
  await expect(toggle).toHaveAccessibleName('Close menu')
  await expect(toggle.locator('svg:visible')).toHaveClass(/lucide-x/)
  expect(await axExpanded(page)).toBe(true)
  await toggle.click()
  await expect(menu).toBeHidden()
})

test('the search toggle opens the bar with focus in the input, and a submit stays on the page', async ({
  page,
}) => {
  await page.goto('/')
  const { toggle, input, bar } = searchBar(page)
  await toggle.click()
  await expect(input).toBeFocused()
  await expect(toggle).toHaveAccessibleName('Close search')
  let navigated = false
  page.on('framenavigated', frame => {
    if (frame === page.mainFrame()) navigated = true
  })
  await page.evaluate(() => (document.documentElement.dataset.samePage = 'yes'))
  await input.fill('okro')
  await input.press('Enter')
  // A submit that navigates would replace this document; the mark proves it is the same one.
  await page.evaluate(() => document.readyState)
  expect(await page.evaluate(() => document.documentElement.dataset.samePage)).toBe('yes')
  expect(navigated).toBe(false)
  expect(page.url()).toMatch(/\/$/)
  // Without a script the browser spends the first Escape on clearing the search field.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(bar).toBeHidden()
})

/** Links cut short by a messaging app, or a failing script, must never leave the visitor a blank page. */
import { expect, test } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { SECTION, expectLandedBelowHeader, openPage } from './support/page-helpers'

const { site, products, pages } = builtContent()
const other = pages.find(page => page.path !== '/')

const CUT_SHORT = ['/#%', `/#${SECTION.products}%`, '/#%E0%A4%A', ...(other ? [`${other.path}#%`] : [])]
test(`${CUT_SHORT.join(', ')} each show the whole page, hydrated and usable; /#${SECTION.products}% is repaired`, async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  for (const url of CUT_SHORT) {
    // A fresh document each time: a change of hash alone would not load the page again.
    await page.goto('about:blank')
    await openPage(page, url)
    if (url === `/#${SECTION.products}%`) {
      // Repaired to the section it was cut from, and opened there.
      await expect(page).toHaveURL(/\/#products$/)
      await expectLandedBelowHeader(page, SECTION.products)
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText(site.hero.animatedWord)
    await expect(page.locator(`#${SECTION.products} article`)).toHaveCount(products.length)
    await page.locator(`#${SECTION.products} button[command="show-modal"]`).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(errors, url).toEqual([])
  }
})

test('/%C0%AE%C0%AE/ shows the 404 page, hydrated, with its link home working', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  const response = await openPage(page, '/%C0%AE%C0%AE/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  expect(errors).toEqual([])
  await page.getByRole('link', { name: /home/i }).last().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(site.hero.animatedWord)
})

test('an error thrown inside the page leaves it on screen and usable without its scripts', async ({
  page,
}) => {
  const logged: string[] = []
  page.on('console', message => message.type() === 'error' && logged.push(message.text()))
  // A failure inside a section after hydration: the menu's state hook cannot listen to its popover.
  await page.addInitScript(() => {
    const listen = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<typeof listen>
    ) {
      if (args[0] === 'toggle' && (this as Element).id === 'mobile-menu') throw new Error('forced failure')
      return listen.apply(this, args)
    }
  })
  await page.goto('/')
  await expect.poll(() => logged.some(text => text.includes('shown without its scripts'))).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(site.hero.animatedWord)
  await expect(page.locator(`#${SECTION.products} article`)).toHaveCount(products.length)
  await expect(page.locator('a[href^="tel:"]').first()).toBeAttached()
  // The browser's own dialog still opens from Buy Now, with no React behind it.
  await page.locator(`#${SECTION.products} button[command="show-modal"]`).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog')).toContainText('Price: GH')
})

test('images that never arrive do not keep the page from hydrating', async ({ page }) => {
  // Every image stalls on the link: `load` never comes, nor the eager images' decode.
  await page.route(/\.(avif|webp|jpe?g|png)$/, () => undefined)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length), {
      message: 'React hydrated while the images still hang',
      timeout: 30_000,
    })
    .toBe(1)
  expect(await page.evaluate(() => document.readyState), 'load never came').not.toBe('complete')
})

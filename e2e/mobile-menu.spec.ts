import { expect, test } from '@playwright/test'
import { VIEWPORTS } from './support/viewports'
import { openPage } from './support/page-helpers'

const LABELS = ['Home', 'About Us', 'Services', 'Products', 'Testimonials']

test.describe('mobile menu', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('the hamburger opens and closes the menu, switching its state, name and icon', async ({ page }) => {
    await openPage(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu')
    await expect(toggle).toHaveAttribute('data-icon', 'menu')
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()

    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(close).toHaveAttribute('data-icon', 'close')
    await expect(close.locator('svg')).toHaveClass(/lucide-x/)
    await expect(menu).toBeVisible()
    const links = menu.getByRole('link')
    await expect(links).toHaveText([...LABELS, '+233 20 000 0000'])
    for (const link of await links.all()) await expect(link).toBeInViewport()
    await expect(menu.getByRole('link', { name: '+233 20 000 0000' })).toHaveAttribute(
      'href',
      'tel:+233200000000',
    )

    await close.click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' }).locator('svg')).toHaveClass(/lucide-menu/)
  })

  test('Escape closes the menu and returns focus to the hamburger', async ({ page }) => {
    await openPage(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  for (const width of [320, 375]) {
    test(`no horizontal overflow at ${width}px, menu closed or open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 })
      await openPage(page)
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(await overflow()).toBeLessThanOrEqual(0)
      await page.getByRole('button', { name: 'Open menu' }).click()
      expect(await overflow()).toBeLessThanOrEqual(0)
    })
  }

  test('the desktop nav replaces the hamburger on wide screens', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(LABELS)
    await expect(page.getByRole('banner').getByRole('link', { name: '+233 20 000 0000' })).toBeVisible()
  })
})

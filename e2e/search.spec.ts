import { expect, test, type Page } from '@playwright/test'
import { VIEWPORTS } from './support/viewports'
import { holdAppBundle, openPage, searchBar } from './support/page-helpers'

test.use({ viewport: VIEWPORTS.desktop })

function recordAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', dialog => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })
  return alerts
}

async function openSearch(page: Page) {
  await openPage(page)
  const search = searchBar(page)
  await search.toggle.click()
  return search
}

test('the toggle opens the bar with focus in it; empty text alerts nothing; Enter and Search alert the trimmed text once; phones have no toggle', async ({
  page,
}) => {
  const alerts = recordAlerts(page)
  const { toggle, input, bar } = await openSearch(page)

  await test.step('the toggle opens the bar with focus in it; empty text alerts nothing; Close and Escape close it', async () => {
    await expect(bar).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(input).toBeFocused()
    await expect(page.getByRole('search')).toBeVisible()

    await input.press('Enter')
    await input.fill('     ')
    await input.press('Enter')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    // The submit handler runs inside the click; a round trip through the page comes after any alert.
    await page.evaluate(() => document.readyState)
    expect(alerts, 'empty or whitespace-only text').toEqual([])
    await expect(bar).toBeVisible()

    await page.getByRole('button', { name: 'Close search' }).click()
    await expect(bar).toBeHidden()
    await toggle.click()
    await input.fill('okro')
    await page.keyboard.press('Escape')
    await expect(bar).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  await test.step('Enter and the Search button alert "You searched for: " + the trimmed text once, then clear and hide the bar', async () => {
    await toggle.click()
    await input.fill('   ginger okro  ')
    await input.press('Enter')
    await expect(bar).toBeHidden()
    expect(alerts).toEqual(['alert: You searched for: ginger okro'])
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await toggle.click()
    await expect(input).toHaveValue('')
    await input.fill('garlic')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(bar).toBeHidden()
    expect(alerts).toEqual(['alert: You searched for: ginger okro', 'alert: You searched for: garlic'])
  })

  await test.step('phones have no search toggle', async () => {
    await page.setViewportSize(VIEWPORTS.phone)
    await expect(page.getByRole('button', { name: 'Open search' }), 'a desktop control').toBeHidden()
  })
})

test('a search sent before hydration alerts once, as soon as the page hydrates, then clears and hides the bar', async ({
  page,
}) => {
  const alerts = recordAlerts(page)
  const release = await holdAppBundle(page)
  await page.goto('/')
  const { toggle, input, bar } = searchBar(page)
  await toggle.click()
  await input.fill('  okro stew  ')
  await input.press('Enter')
  await page.evaluate(() => document.readyState)
  expect(alerts, 'nothing answers before React runs').toEqual([])
  await expect(bar).toBeVisible()
  release()
  await expect.poll(() => alerts).toEqual(['alert: You searched for: okro stew'])
  await expect(bar).toBeHidden()
  // Hidden with the bar, so found by its place rather than its role.
  await expect(page.locator('#site-search input')).toHaveValue('')
  await expect(toggle).toBeFocused()
  expect(alerts).toHaveLength(1)
})

test("Tab on past the bar's last control closes it, as the menu does, so it covers nothing the focus reaches", async ({
  page,
}) => {
  const { bar, input } = await openSearch(page)
  await expect(input).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(bar).toBeHidden()
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
})

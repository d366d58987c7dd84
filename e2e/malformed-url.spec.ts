import { expect, test } from '@playwright/test'
import { openPage } from './support/page-helpers'

/** Links cut short by a messaging app: malformed percent-encoding in the fragment (issue 17). */
for (const url of ['/#%', '/#products%', '/#%E0%A4%A', '/about/#%']) {
  test(`${url} shows the whole page, hydrated and usable`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', error => errors.push(error.message))
    await openPage(page, url)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Delicious')
    await expect(page.locator('#products article')).toHaveCount(3)
    await page.locator('#products button[command="show-modal"]').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('/#products% is repaired to /#products in the address bar', async ({ page }) => {
  await openPage(page, '/#products%')
  await expect(page).toHaveURL(/\/#products$/)
})

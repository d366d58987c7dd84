/** Every painted image is the size its screen needs (DPR capped at 2, as Lighthouse's rule): never blurry, never far too big. */
import { expect, test } from '@playwright/test'
import { DEVICE_PROFILES, imageFits } from '../scripts/lib/image-fit'

// Beside the candidates about 1.17× apart, a screen's slot can fall just above one (×1.37) and the
// capped phones' sizes round up: 1.6 is that worst case with room, 0.9 the least that looks sharp.
const LEAST = 0.9
const MOST = 1.6

test('on every device profile each painted image has 0.9–1.6× the pixels its box needs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  for (const profile of DEVICE_PROFILES) {
    const fits = await imageFits(browser, new URL('/', baseURL).href, profile)
    // The hero, the story poster and every product photo.
    expect(fits.length, `${profile.width}@${profile.dpr}: painted images`).toBeGreaterThanOrEqual(3)
    for (const fit of fits) {
      const what = `${profile.width}@${profile.dpr}: ${fit.src} (${fit.file} in ${fit.box})`
      expect(fit.ratio, what).toBeGreaterThanOrEqual(LEAST)
      expect(fit.ratio, what).toBeLessThanOrEqual(MOST)
    }
  }
})

test('the story poster offers the browser several widths to choose from', async ({ page }) => {
  await page.goto('/')
  const candidates = await page
    .locator('#services picture img')
    .evaluate(image => (image as HTMLImageElement).srcset.split(',').length)
  expect(candidates).toBeGreaterThanOrEqual(6)
})

/** With classic scrollbars (Windows) the page keeps a gutter, which an open dialog's backdrop must dim too. */
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/system-tools'
import { openDialog, openPage } from './support/page-helpers'

// Playwright hides scrollbars in headless Chromium; a Windows laptop shows them.
test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
})

test("the open dialog's backdrop dims the whole window, the scrollbar's strip included", async ({ page }) => {
  await openPage(page)
  const gutter = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)
  expect(gutter, 'this Chromium draws a classic scrollbar').toBeGreaterThan(0)
  await openDialog(page)
  // The dialog's entrance, and any other animation that ends, has finished; one cancelled (a transition cut short
  // by the next) rejects its promise and is over too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(animation => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map(animation => animation.finished.catch(() => undefined)),
    ),
  )
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number): number[] => {
    const at = (y * info.width + x) * info.channels
    return [data[at]!, data[at + 1]!, data[at + 2]!]
  }
  // Beside the dialog, top and bottom: the backdrop at the page's right edge and in the gutter.
  for (const y of [4, info.height - 4]) {
    const page = pixel(info.width - gutter - 8, y)
    const edge = pixel(info.width - 2, y)
    expect(Math.max(...page), `the page under the backdrop at y ${y}`).toBeLessThan(160)
    expect(Math.max(...edge), `the window's right edge at y ${y}`).toBeLessThan(160)
  }
})

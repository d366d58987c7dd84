/** `npm run screenshots` (after a build): the README's pictures and every state at every width, for review. */
import fs from 'fs'
import path from 'path'
import type { Locator, Page } from '@playwright/test'
import { runBench, withChromium } from './lib/bench-harness'

const ROOT = path.resolve(__dirname, '..')
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 9410)
const README_DIR = path.join(ROOT, 'docs/screenshots')
const REVIEW_DIR = path.join(ROOT, 'reports/screenshots')
const WIDTHS = [320, 360, 375, 768, 1024, 1280, 1920, 2560]
/** The menu and dialog must open through popovers and invoker commands alone. */
const NO_SCRIPT_WIDTH = 360
const README_SHOTS: Record<number, string> = { 375: 'home-phone', 768: 'home-tablet', 1280: 'home-desktop' }

/** Each state's control, where one opens it; the menu and search buttons show only at some widths. */
const STATES: Record<string, ((page: Page) => Locator) | undefined> = {
  top: undefined,
  menu: page => page.locator('button[popovertarget="mobile-menu"]'),
  search: page => page.locator('button[popovertarget="site-search"]'),
  dialog: page => page.locator('#products button[command="show-modal"]').nth(1),
}

runBench(async () => {
  if (!fs.existsSync(path.join(ROOT, 'public/index.html')))
    throw new Error('No build: run npm run build first')
  await withChromium(PORT, {}, async (origin, browser) => {
    const runs = [
      ...WIDTHS.map(width => ({ width, javaScriptEnabled: true })),
      { width: NO_SCRIPT_WIDTH, javaScriptEnabled: false },
    ]
    for (const { width, javaScriptEnabled } of runs) {
      const height = width < 700 ? 740 : width < 1100 ? 1000 : 900
      const suffix = javaScriptEnabled ? '' : '-nojs'
      for (const [state, controlOf] of Object.entries(STATES)) {
        const page = await browser.newPage({
          viewport: { width, height },
          reducedMotion: 'reduce',
          ignoreHTTPSErrors: true,
          javaScriptEnabled,
        })
        await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
        const control = controlOf?.(page)
        if (control && !(await control.isVisible())) {
          await page.close()
          continue
        }
        await control?.click()
        await page.waitForTimeout(300)
        await page.screenshot({ path: path.join(REVIEW_DIR, `${state}-${width}${suffix}.png`) })
        if (state === 'top' && javaScriptEnabled && README_SHOTS[width]) {
          // A full-page picture shows what a visitor sees after scrolling: the lazy photos loaded.
          await page.evaluate(() =>
            Promise.all(
              Array.from(document.images, image => {
                image.loading = 'eager'
                return image.decode().catch(() => undefined)
              }),
            ),
          )
          // A full-page capture draws only what the screen would: the player's controls, drawn as it nears, are drawn here.
          await page.locator('video').evaluate(video => (video.style.contentVisibility = 'visible'))
          // Chromium's controls show a loading spinner for their first second.
          await page.waitForTimeout(1500)
          await page.screenshot({ path: path.join(README_DIR, `${README_SHOTS[width]}.png`), fullPage: true })
        }
        await page.close()
      }
    }
  })
  console.log(`Screenshots in ${path.relative(ROOT, README_DIR)}/ and ${path.relative(ROOT, REVIEW_DIR)}/`)
})

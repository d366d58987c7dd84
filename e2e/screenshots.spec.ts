import path from 'path'
import { test } from '@playwright/test'
import { VIEWPORTS } from './support/viewports'
import { displayFontLoaded, openPage, scrollThrough } from './support/page-helpers'

const DIR = path.resolve(__dirname, '../docs/screenshots')

// Full-page pictures of the landing page for the README, remade on every run.
for (const name of ['phone', 'desktop'] as const) {
  test(`screenshot of / at ${name} width`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[name])
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page)
    await scrollThrough(page)
    // The display font arrives after the first paint; picture the page as it settles.
    await page.waitForFunction(displayFontLoaded)
    // A full-page capture draws what lies outside the viewport, which the browser skips until it is
    // scrolled to (content-visibility: auto); a visitor's scroll renders it, so render it all here.
    await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
    await page.screenshot({ path: path.join(DIR, `home-${name}.png`), fullPage: true })
  })
}

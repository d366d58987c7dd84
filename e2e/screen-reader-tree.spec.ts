import { expect, test } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/find-chromium'
import { VIEWPORTS } from './support/viewports'
import { isRendered, openPage } from './support/page-helpers'

// What a screen reader switches on: Chromium then builds the page's whole accessibility tree at once.
// (Without it, DevTools' on-demand tree holds only what is rendered, which says nothing about
// assistive technology.) A launch option, so it has this file to itself.
test.use({
  viewport: VIEWPORTS.phone,
  launchOptions: {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--force-renderer-accessibility'],
  },
})

test("sections skipped while off screen stay in the browser's accessibility tree", async ({ page }) => {
  await openPage(page)
  expect(await page.locator('#testimonials h2').evaluate(isRendered), 'skipped while far below').toBe(false)
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument')
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    backendNodeId: root.backendNodeId,
    role: 'heading',
  })
  const headings = nodes.filter(node => !node.ignored).map(node => node.name?.value)
  expect(headings).toEqual(
    expect.arrayContaining(['Our Products', 'Powdered Okro Three', 'Testimonials', 'Follow Us']),
  )
})

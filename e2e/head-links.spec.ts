import { expect, test } from '@playwright/test'
import pages from '../content/pages.json'
import site from '../content/site.json'

/**
 * The favicon and the web app manifest cost no request before the first paint (src/node/head-links.tsx):
 * the icon is inline, and the manifest link is added once the first contentful paint is on screen.
 */
for (const route of pages) {
  test(`${route.path}: the browser finds the manifest, added after the first paint, and fetches no favicon`, async ({
    page,
  }) => {
    // Before the page's own scripts: note, for each manifest link that appears, whether the first
    // contentful paint had happened by then.
    await page.addInitScript(() => {
      const added: boolean[] = []
      Object.assign(window, { manifestLinksAdded: added })
      new MutationObserver(records => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'manifest')
              added.push(performance.getEntriesByName('first-contentful-paint').length > 0)
      }).observe(document, { childList: true, subtree: true })
    })
    const iconRequests: string[] = []
    page.on('request', request => {
      if (/\/(favicon|icons\/|apple-touch-icon)/.test(new URL(request.url()).pathname))
        iconRequests.push(request.url())
    })

    await page.goto(route.path)
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => (window as unknown as { manifestLinksAdded: boolean[] }).manifestLinksAdded),
    ).toEqual([true])

    const cdp = await page.context().newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest')
    expect(manifest.errors).toEqual([])
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: site.brand, start_url: '/' })

    expect(
      await page
        .locator('link[rel="icon"]')
        .evaluateAll(links => links.map(link => link.getAttribute('href')?.slice(0, 19))),
    ).toEqual(['data:image/svg+xml,'])
    expect(iconRequests).toEqual([])
  })
}

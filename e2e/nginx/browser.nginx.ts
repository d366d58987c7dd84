/** What only the production policy can break, in Chromium through nginx, and proof that it is enforced. */
import { type Page, expect, test } from '@playwright/test'
import { builtContent } from '../../__tests__/fixtures/content'
import { SECTION } from '../../src/config/section-ids'
import { recordCspViolations } from '../support/page-helpers'
import { hydrated } from '../support/hydrated'

const { pages } = builtContent()

interface Watch {
  violations: string[]
  errors: string[]
}

async function watch(page: Page): Promise<Watch> {
  const watched: Watch = { violations: await recordCspViolations(page), errors: [] }
  page.on('console', message => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    watched.errors.push(url ? `${message.text()} (${url})` : message.text())
  })
  page.on('pageerror', error => watched.errors.push(`uncaught: ${error.message}`))
  return watched
}

/** Gatsby's inline scripts set these globals, so they prove the policy let them run. */
async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as Record<string, unknown>).___chunkMapping))
    .toBe('string')
  expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).pagePath)).toBe(
    'string',
  )
  await page.waitForFunction(hydrated)
}

test.describe('under the production CSP', () => {
  test('every route renders and hydrates with no CSP violation or console error', async ({ page }) => {
    const watched = await watch(page)
    for (const route of pages) {
      const response = await page.goto(route.path, { waitUntil: 'networkidle' })
      expect(response?.status(), route.path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectHydrated(page)

      // Lazy images load only in view, so the last one proves they all may.
      const lastProductImage = page.locator(`#${SECTION.products} picture img`).last()
      await lastProductImage.scrollIntoViewIfNeeded()
      await expect
        .poll(() => lastProductImage.evaluate((img: HTMLImageElement) => img.naturalWidth), route.path)
        .toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')

      expect(watched.violations, route.path).toEqual([])
      expect(watched.errors, route.path).toEqual([])
    }
  })

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    // Proves the checks above can fail: the policy is live and its violations are seen.
    const watched = await watch(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect
      .poll(() => watched.violations)
      .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
  })

  test('an unknown path shows the 404 page with no CSP violation', async ({ page }) => {
    const watched = await watch(page)
    const response = await page.goto('/no-such-page/', { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    await expectHydrated(page)
    expect(watched.violations).toEqual([])
    // The one expected error: Chromium logs the document's own 404 status.
    expect(watched.errors.filter(error => !/status of 404/.test(error))).toEqual([])
  })
})

// Only what the policy can break: the page's own behaviour is the Chromium suite's to check.
test.describe('media under the CSP', () => {
  test('the story video plays under the CSP, with its captions', async ({ page }) => {
    const watched = await watch(page)
    const route = pages.find(entry => entry.section === SECTION.services)?.path ?? '/'
    await page.goto(route, { waitUntil: 'networkidle' })
    await expectHydrated(page)
    const video = page.locator(`#${SECTION.services} video`)
    await video.evaluate((element: HTMLVideoElement) => element.play())
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(1)
    const played = await video.evaluate((element: HTMLVideoElement) => {
      element.pause()
      return {
        time: element.currentTime,
        controls: element.controls,
        error: element.error?.code ?? null,
        captions: element.textTracks[0]?.cues?.length ?? 0,
      }
    })
    expect(played.controls).toBe(true)
    expect(played.error).toBeNull()
    expect(played.time).toBeGreaterThan(1)
    // The captions come under media-src, which the policy must allow too.
    expect(played.captions).toBeGreaterThan(0)
    expect(watched.violations).toEqual([])
    expect(watched.errors).toEqual([])
  })
})

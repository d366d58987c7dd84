import { expect, test, type Page } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'
import { VIEWPORTS, type ViewportName } from './support/viewports'
import { openPage, scrollThrough } from './support/page-helpers'

const { pages } = builtContent()

/** Collects console errors and warnings, uncaught errors and failed or broken requests. */
function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', message => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', error => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', request =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  )
  page.on('response', response => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

// The routes share one page's files, so only / is scrolled through to load every lazy image.
for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`at ${viewport} width, no route logs a console error or hydration warning, or fails a request`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[viewport])
    const problems = watch(page)
    for (const route of pages) {
      await openPage(page, route.path)
      if (route.path === '/') await scrollThrough(page)
      expect(problems, route.path).toEqual([])
    }
  })
}

test('the 404 page logs nothing but the 404s of the unknown path itself', async ({ page }) => {
  const problems = watch(page)
  await page.goto('/no-such-page/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  // The HTML, and Gatsby's probes for the path and its page data, answer 404 and log it.
  expect(problems.length).toBeGreaterThan(0)
  expect(problems.filter(problem => !problem.includes('/no-such-page'))).toEqual([])
})

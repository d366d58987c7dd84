import { expect, test, type Page } from '@playwright/test'
import { holdRequests } from './support/page-helpers'
import { VIEWPORTS } from './support/viewports'

/** Each heading shown in the display face's stack (the closed dialogs' aside), as wide as its text runs on one line in the face drawn now. */
const headingWidths = (page: Page): Promise<{ text: string; width: number }[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3')]
      .filter(
        heading =>
          heading.checkVisibility() && getComputedStyle(heading).fontFamily.startsWith('"DM Serif Display"'),
      )
      .map(heading => {
        const probe = heading.cloneNode(true) as HTMLElement
        probe.removeAttribute('id')
        probe.style.cssText =
          'position: absolute; width: max-content; white-space: nowrap; visibility: hidden'
        heading.after(probe)
        const { width } = probe.getBoundingClientRect()
        probe.remove()
        return { text: heading.textContent ?? '', width }
      }),
  )

// The fallbacks' own faces, read from the system, are loaded from the start.
const displayFaceLoaded = (): boolean =>
  [...document.fonts].some(
    face => face.family.replace(/"/g, '') === 'DM Serif Display' && face.status === 'loaded',
  )

// On a slow link the headings show in the system's serif first: sized to the display face, the swap moves nothing.
test('each heading takes the room in the fallback serif that it takes in the display face', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone)
  const releaseFonts = await holdRequests(page, /\.woff2$/)
  // `load` waits for the held fonts: the page is read once its last heading is in.
  await page.goto('/', { waitUntil: 'commit' })
  await page.locator('footer').waitFor({ state: 'attached' })
  expect(await page.evaluate(displayFaceLoaded)).toBe(false)
  const fallback = await headingWidths(page)
  releaseFonts()
  await page.waitForFunction(displayFaceLoaded)
  await page.waitForFunction(() => document.fonts.status === 'loaded')
  const display = await headingWidths(page)

  expect(fallback.map(heading => heading.text)).toEqual(display.map(heading => heading.text))
  expect(display.length).toBeGreaterThan(0)
  const total = (headings: { width: number }[]) => headings.reduce((sum, { width }) => sum + width, 0)
  // Sized by the average letter's width: all the headings together, as one heading's letters may be unusual.
  expect(total(fallback) / total(display)).toBeCloseTo(1, 1)
})

/** How well each painted image's file fits its box, as Lighthouse's image-size-responsive rule sees it. */
import type { Browser } from '@playwright/test'

/** Phones, tablets and desktops that visit the site: CSS width × device pixel ratio. */
export const DEVICE_PROFILES = [
  { width: 320, dpr: 2 },
  { width: 360, dpr: 3 },
  { width: 375, dpr: 2 },
  { width: 412, dpr: 2.625 },
  { width: 768, dpr: 2 },
  { width: 1024, dpr: 2 },
  { width: 1280, dpr: 1 },
  { width: 1440, dpr: 2 },
  { width: 1920, dpr: 1 },
] as const

/** Every image painted on the whole page, after scrolling it all into view so the lazy ones load. */
export async function imageFits(browser: Browser, url: string, profile: { width: number; dpr: number }) {
  const context = await browser.newContext({
    // The benchmark's nginx serves HTTPS with a certificate made for the run.
    ignoreHTTPSErrors: true,
    viewport: { width: profile.width, height: Math.round(profile.width * 1.8) },
    deviceScaleFactor: profile.dpr,
    // Phones and tablets draw their scrollbars over the page: the page's full width is the layout's.
    isMobile: profile.width < 1280,
    hasTouch: profile.width < 1280,
  })
  const page = await context.newPage()
  await page.goto(url)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) await page.evaluate(top => scrollTo({ top, behavior: 'instant' }), y)
  // A quick scroll can pass a lazy image between two frames: asked for at once, it picks as it would have.
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('main img')) (image as HTMLImageElement).loading = 'eager'
  })
  // The images in closed dialogs are not painted, so they never load: only the visible ones count.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every(
      image => !image.checkVisibility() || (image as HTMLImageElement).complete,
    ),
  )
  const fits = await page.evaluate(async dprCap => {
    const dpr = Math.min(window.devicePixelRatio, dprCap)
    const painted = [...document.querySelectorAll('main img')]
      .map(element => element as HTMLImageElement)
      .filter(image => image.checkVisibility() && image.currentSrc && image.getBoundingClientRect().width > 0)
    return Promise.all(
      painted.map(async image => {
        // naturalWidth is divided by the candidate's density: the file's own size needs a plain load.
        const file = new Image()
        file.src = image.currentSrc
        await file.decode()
        const { width, height } = image.getBoundingClientRect()
        // The file is scaled to cover (or, letterboxed, to fit in) its box: that scale at the capped ratio is its need.
        const fit = getComputedStyle(image).objectFit === 'contain' ? Math.min : Math.max
        const scale = fit(width / file.naturalWidth, height / file.naturalHeight) * dpr
        return {
          src: new URL(image.currentSrc).pathname,
          // The file's pixels ÷ the pixels its box needs.
          ratio: 1 / (scale * scale),
          need: file.naturalWidth * file.naturalHeight * scale * scale,
          box: `${Math.round(width)}×${Math.round(height)}`,
          file: `${file.naturalWidth}×${file.naturalHeight}`,
        }
      }),
    )
  }, 2)
  await context.close()
  return fits
}

/**
 * Chromium 110, the engine of Chrome 109 (the last for Windows 7/8), of old Android WebViews and of UC
 * Browser: no popover, no invoker commands, no closedby. @sparticuz/chromium ships its binary in the
 * npm tarball (nothing is downloaded), and Playwright drives it over the DevTools protocol.
 */
import chromium110 from '@sparticuz/chromium'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../../scripts/lib/system-tools'
import { type EnginePage, type PageFunction, alertQueue } from './engine-page'

export async function launchChromium110(): Promise<EnginePage> {
  const browser = await chromium.launch({
    executablePath: await chromium110.executablePath(),
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage()
    const alerts = alertQueue(page)
    // A script the old engine cannot parse or run throws here (a failed request or a CSP report does not).
    const errors: string[] = []
    page.on('pageerror', error => errors.push(error.message))
    return {
      engine: 'chromium110',
      async open(url) {
        errors.length = 0
        await page.goto(url, { waitUntil: 'load' })
      },
      setViewport: size => page.setViewportSize(size),
      evaluate: <Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args) =>
        // As source text, so it runs under the page's CSP too (a script-src 'none' page forbids eval).
        page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<Result>,
      clickAt: (x, y) => page.mouse.click(x, y),
      press: key => page.keyboard.press(key),
      type: text => page.keyboard.type(text),
      nextAlert: alerts.next,
      errors: () => [...errors],
      close: () => browser.close(),
    }
  } catch (error) {
    await browser.close()
    throw error
  }
}

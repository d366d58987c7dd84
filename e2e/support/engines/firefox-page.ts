/** puppeteer-core, already installed for Lighthouse, speaks Firefox's own WebDriver BiDi: no geckodriver. */
import puppeteer from 'puppeteer-core'
import { findFirefox } from './find-engines'
import { type EnginePage, type PageFunction, alertQueue } from './engine-page'

export async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
  })
  try {
    const page = await browser.newPage()
    const alerts = alertQueue(page)
    return {
      engine: 'firefox',
      open: async url => void (await page.goto(url, { waitUntil: 'load' })),
      setViewport: size => page.setViewport(size),
      // puppeteer's types allow element handles as arguments; the suite passes JSON only.
      evaluate: <Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args) =>
        page.evaluate(fn as (...args: unknown[]) => Result, ...args) as Promise<Result>,
      clickAt: (x, y) => page.mouse.click(x, y),
      press: key => page.keyboard.press(key),
      type: text => page.keyboard.type(text),
      nextAlert: alerts.next,
      close: () => browser.close(),
    }
  } catch (error) {
    await browser.close()
    throw error
  }
}

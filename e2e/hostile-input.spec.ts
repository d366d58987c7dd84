/** Whatever is typed in search stays text: one alert with it as typed, trimmed, and nothing added to the page. */
import { type Page, expect, test } from '@playwright/test'
import { openPage, reportsFromPage } from './support/page-helpers'

const PREFIX = 'You searched for: '

interface Alerts {
  /** The argument exactly, whatever the dialog shows of it. */
  calls: string[]
  dialogs: string[]
}

async function recordAlerts(page: Page): Promise<Alerts> {
  const calls = await reportsFromPage(page, report => {
    const original = window.alert.bind(window)
    window.alert = (message?: unknown) => {
      report(String(message))
      original(message)
    }
  })
  const alerts: Alerts = { calls, dialogs: [] }
  page.on('dialog', dialog => {
    alerts.dialogs.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}

/** Submitted markup that got into the page would change these. */
const elementCensus = (page: Page): Promise<{ count: number; withHandlers: number; images: string[] }> =>
  page.evaluate(() => {
    const all = [...document.body.querySelectorAll('*')]
    return {
      count: all.length,
      withHandlers: all.filter(element => [...element.attributes].some(({ name }) => name.startsWith('on')))
        .length,
      images: [...document.images].map(image => image.getAttribute('src') ?? '').filter(src => src === 'x'),
    }
  })

/** Hydrated first, since the search button's handler is React's. */
async function openHome(page: Page) {
  await openPage(page)
  await page.waitForLoadState('networkidle')
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Open search' }).click()
  const input = page.getByRole('searchbox', { name: 'Search products' })
  await expect(input).toBeFocused()
  return input
}

const LONG = Array.from({ length: 10_000 }, (_, index) => 'okro '[index % 5])
  .join('')
  .replace(/ $/, '!')

const CASES: [name: string, text: string][] = [
  ['markup that would run script if injected', '<img src=x onerror=alert(1)>'],
  ['a 10,000-character string', LONG],
  ['emoji, including joined sequences and a flag', '🌶️ okro 👩🏾‍🍳 soup 🇬🇭'],
  ['right-to-left text', 'بامية مجففة مع الزنجبيل'],
  ['mixed direction text with a bidi override', 'okro \u202Eأبجد\u202C שלום'],
]

const clear = (alerts: Alerts): void => {
  alerts.calls.length = 0
  alerts.dialogs.length = 0
}

// One page for all the cases: each ends with the bar closed and the page as it was.
test.describe('hostile and odd search input', () => {
  test('markup, 10,000 characters, emoji and right-to-left text: one alert each with the text as typed, nothing injected', async ({
    page,
  }) => {
    const alerts = await recordAlerts(page)
    await openHome(page)
    const before = await elementCensus(page)
    expect(before.withHandlers).toBe(0)
    expect(LONG).toHaveLength(10_000)
    for (const [name, text] of CASES) {
      await test.step(name, async () => {
        clear(alerts)
        const input = await openSearch(page)
        await expect(input).toHaveValue('')
        await input.fill(`  ${text}\t `)
        await expect(input).toHaveValue(`  ${text}\t `)
        await input.press('Enter')

        await expect.poll(() => alerts.dialogs.length).toBe(1)
        await expect(input).toBeHidden()
        await page.waitForLoadState('networkidle')
        expect(alerts.calls).toEqual([PREFIX + text])
        expect(alerts.dialogs).toEqual([PREFIX + text])
        expect(await elementCensus(page)).toEqual(before)
      })
    }
  })

  test('two submits in the same instant, a double click on Search, Enter held down: one alert each', async ({
    page,
  }) => {
    const alerts = await recordAlerts(page)
    await openHome(page)
    const ways: [string, string, () => Promise<void>][] = [
      [
        'two submits in the same instant (before React re-renders)',
        'okro',
        () =>
          page.evaluate(() => {
            const form = document.querySelector<HTMLFormElement>('form[role="search"]')!
            form.requestSubmit()
            form.requestSubmit()
          }),
      ],
      [
        'a double click on Search',
        'garlic',
        () => page.getByRole('button', { name: 'Search', exact: true }).dblclick(),
      ],
      [
        'Enter held down (key repeat)',
        'ginger',
        async () => {
          // A key pressed while down is sent again as a repeat, as a held key is.
          for (let i = 0; i < 4; i++) await page.keyboard.down('Enter')
          await page.keyboard.up('Enter')
        },
      ],
    ]
    for (const [how, text, submit] of ways) {
      await test.step(how, async () => {
        clear(alerts)
        const input = await openSearch(page)
        await input.fill(text)
        await submit()
        await expect(input).toBeHidden()
        await page.waitForLoadState('networkidle')
        expect(alerts.calls).toEqual([`${PREFIX}${text}`])
        expect(alerts.dialogs).toEqual([`${PREFIX}${text}`])
      })
    }
  })
})

/**
 * The order-tap beacon (src/utils/event-beacon.ts) on the rendered landing page: what each tap
 * sends, and that nothing is sent when the visitor opted out (GPC, Do Not Track); whether the build
 * puts it in the page is __tests__/plugins/inline-scripts.test.ts's. The request itself, through real nginx, is e2e/nginx/visit-counts.nginx.ts's.
 */
import React from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LandingPage } from '../fixtures/section-page'
import { UI_TEXT } from '../../src/config/ui-text'
import { startEventBeacon } from '../../src/utils/event-beacon'
import { products, site, testimonials } from '../fixtures/landing-page'

const sendBeacon = jest.fn((_url: string | URL) => true)
const removers: (() => void)[] = []

/** Sets a navigator property of jsdom's window for one test. */
const setNavigator = (name: string, value: unknown): void => {
  Object.defineProperty(window.navigator, name, { value, configurable: true })
  removers.push(() => delete (window.navigator as unknown as Record<string, unknown>)[name])
}

/** Runs `start` and removes whatever listener it added once the test ends. */
function keepingTrack(start: () => void): void {
  const add = jest.spyOn(document, 'addEventListener')
  try {
    start()
  } finally {
    for (const [type, listener, options] of add.mock.calls)
      removers.push(() => document.removeEventListener(type, listener, options))
    add.mockRestore()
  }
}

/** Starts the beacon on jsdom's window, with the given privacy signals. */
function start(signals: { globalPrivacyControl?: boolean; doNotTrack?: string } = {}): void {
  for (const [name, value] of Object.entries(signals)) setNavigator(name, value)
  keepingTrack(() => startEventBeacon(window))
}

/** jsdom cannot follow tel: or open a window: the click is what counts. */
const noNavigation = (event: Event): void => event.preventDefault()

beforeEach(() => {
  setNavigator('sendBeacon', sendBeacon)
  document.addEventListener('click', noNavigation)
  removers.push(() => document.removeEventListener('click', noNavigation))
})

const renderPage = () => render(<LandingPage site={site} products={products} testimonials={testimonials} />)
const sent = (): string[] => sendBeacon.mock.calls.map(([url]) => String(url))

afterEach(() => {
  for (const remove of removers.splice(0).reverse()) remove()
  sendBeacon.mockClear()
})

describe('the order-tap beacon', () => {
  it('sends the action, product and section of each tap: Buy Now, the dialog, the header, the footer', async () => {
    start()
    renderPage()
    const user = userEvent.setup()
    const second = products[1]!
    const card = screen.getByRole('heading', { name: second.name, level: 3 }).closest('article, li')!
    await user.click(within(card as HTMLElement).getByRole('button', { name: /buy now/i }))
    const dialog = document.getElementById(`buy-${second.productId}`)!
    // jsdom leaves the dialog closed (no invoker commands): its controls by role, hidden included.
    const inDialog = within(dialog)
    await user.click(inDialog.getByRole('link', { name: /to buy/i, hidden: true }))
    if (site.whatsapp) await user.click(inDialog.getByRole('link', { name: /whatsapp/i, hidden: true }))
    await user.click(inDialog.getByRole('button', { name: /copy/i, hidden: true }))
    await user.click(
      within(screen.getByRole('banner')).getAllByRole('link', { name: site.phone.display })[0]!,
    )
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: site.phone.display }))
    // How to order sits inside the products section, but its taps are its own row in the farm's report.
    await user.click(
      within(screen.getByRole('region', { name: UI_TEXT.howToOrder.heading })).getAllByRole('link', {
        name: name => name.includes(site.phone.display),
      })[0]!,
    )
    const p = second.productId
    expect(sent()).toEqual([
      `/e?a=dialog&p=${p}&s=products`,
      `/e?a=call&p=${p}&s=dialog`,
      ...(site.whatsapp ? [`/e?a=whatsapp&p=${p}&s=dialog`] : []),
      `/e?a=copy&p=${p}&s=dialog`,
      expect.stringMatching(/^\/e\?a=call&s=(header|menu)$/),
      '/e?a=call&s=footer',
      '/e?a=call&s=order',
    ])
  })

  it('ignores taps on anything else, even inside a product dialog', async () => {
    start()
    renderPage()
    const user = userEvent.setup()
    await user.click(screen.getByRole('heading', { level: 1 }))
    const dialog = document.getElementById(`buy-${products[0]!.productId}`)!
    await user.click(within(dialog).getByRole('heading', { hidden: true }))
    expect(sent()).toEqual([])
  })

  it.each([
    ['Global Privacy Control is on', { globalPrivacyControl: true }],
    ['Do Not Track is on', { doNotTrack: '1' }],
  ])('sends nothing when %s', async (_name, signals) => {
    start(signals)
    renderPage()
    await userEvent
      .setup()
      .click(within(screen.getByRole('contentinfo')).getByRole('link', { name: site.phone.display }))
    expect(sent()).toEqual([])
  })
})

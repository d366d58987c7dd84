/**
 * Order taps, counted without cookies or a third party: one same-origin beacon to /e when a visitor
 * opens a product's dialog or taps Call, WhatsApp or Copy, which nginx writes to its events log
 * (deploy/nginx.conf, docs/visit-counts.md). One listener reads the markup: the section from the
 * nearest `data-event-section`, the product from the nearest `data-event-product` (the list item
 * holding a product's card and dialog). The build turns it on with GATSBY_EVENT_BEACON=1
 * (gatsby-browser.tsx).
 */

/** Buy Now, Call, WhatsApp and Copy: the taps worth counting. */
const ORDER_CONTROL = '[command="show-modal"],a[href^="tel:"],a[href^="https://wa.me/"],[data-event]'

/** The query a tap on `target` sends, or null when it is not an order tap. */
export function eventQuery(target: Element): string | null {
  const control = target.closest(ORDER_CONTROL)
  const section = control?.closest('[data-event-section]')
  if (!control || !section) return null
  const href = control.getAttribute('href')
  const action =
    control.getAttribute('data-event') ?? (href ? (href.startsWith('tel:') ? 'call' : 'whatsapp') : 'dialog')
  const product = control.closest('[data-event-product]')
  return `a=${action}${product ? `&p=${product.getAttribute('data-event-product')}` : ''}&s=${section.getAttribute('data-event-section')}`
}

/** True when the visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export const optedOut = (navigator: Navigator): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1'

/**
 * Listens for order taps on the whole page and sends each as a beacon, which the browser delivers
 * in the background: the tap itself is never held up. Nothing at all where the visitor opted out.
 */
export function startEventBeacon(window: Window): void {
  const { navigator, document } = window
  if (optedOut(navigator) || typeof navigator.sendBeacon !== 'function') return
  document.addEventListener(
    'click',
    event => {
      const query = event.target instanceof Element ? eventQuery(event.target) : null
      if (query) navigator.sendBeacon(`/e?${query}`)
    },
    // Capture: a component that stops the click's propagation still gets it counted.
    { capture: true, passive: true },
  )
}

/** Order taps, sent without cookies or a third party to a same-origin log (docs/visit-counts.md). */

/** Buy Now, Call, WhatsApp and Copy. */
const ORDER_CONTROL = '[command="show-modal"],a[href^="tel:"],a[href^="https://wa.me/"],[data-event]'

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

export const optedOut = (navigator: Navigator): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1'

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

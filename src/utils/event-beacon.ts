/** Order taps, sent without cookies or a third party to a same-origin log (docs/visit-counts.md). */
import { EVENT_ATTRIBUTE, type EventAction } from '../config/order-events'

function eventQuery(target: Element): string | null {
  // Buy Now, Call, WhatsApp and Copy; built here so a page built without the beacon carries none of its words.
  const control = target.closest(
    `[command="show-modal"],a[href^="tel:"],a[href^="https://wa.me/"],[${EVENT_ATTRIBUTE.action}]`,
  )
  const section = control?.closest(`[${EVENT_ATTRIBUTE.section}]`)
  if (!control || !section) return null
  const href = control.getAttribute('href')
  const action: EventAction =
    (control.getAttribute(EVENT_ATTRIBUTE.action) as EventAction | null) ??
    (href ? (href.startsWith('tel:') ? 'call' : 'whatsapp') : 'dialog')
  const product = control.closest(`[${EVENT_ATTRIBUTE.product}]`)?.getAttribute(EVENT_ATTRIBUTE.product)
  return `a=${action}${product ? `&p=${product}` : ''}&s=${section.getAttribute(EVENT_ATTRIBUTE.section)}`
}

const optedOut = (navigator: Navigator): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1'

export function startEventBeacon(window: Window): void {
  const { navigator, document } = window
  if (optedOut(navigator) || !navigator.sendBeacon) return
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

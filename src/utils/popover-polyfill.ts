import { apply } from '@oddbird/popover-polyfill/fn'
import { OPEN } from './early-popovers'

/** Engines without popovers: the polyfill, taking over each popover the first inline script opened before it arrived, still open. */
export function applyPopoverPolyfill(document: Document): void {
  apply()
  for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
    if (!popover.classList.contains(OPEN)) continue
    popover.classList.remove(OPEN)
    popover.showPopover()
  }
}

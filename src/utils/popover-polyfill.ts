import { apply } from '@oddbird/popover-polyfill/fn'
import { takeOverEarlyPopovers } from './early-popovers'

/** Engines without popovers: the polyfill, taking over what the first inline script opened before it arrived. */
export function applyPopoverPolyfill(document: Document): void {
  apply()
  takeOverEarlyPopovers(document)
}

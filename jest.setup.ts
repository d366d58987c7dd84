import '@testing-library/jest-dom'
import { TextDecoder, TextEncoder } from 'util'

// jsdom lacks TextEncoder, which react-dom/server needs (tests render server HTML to compare).
Object.assign(globalThis, { TextEncoder, TextDecoder })

// jsdom has no matchMedia; a test that needs a query to match (reduced motion) sets its own.
beforeEach(() => {
  if (typeof window === 'undefined') return
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
})

// jsdom lacks the autofocus property browsers reflect from the attribute; React's hydration check reads it, so every
// server-rendered autoFocus looked mismatched.
if (typeof HTMLElement !== 'undefined' && !('autofocus' in HTMLElement.prototype))
  Object.defineProperty(HTMLElement.prototype, 'autofocus', {
    get(this: HTMLElement) {
      return this.hasAttribute('autofocus')
    },
    set(this: HTMLElement, on: boolean) {
      this.toggleAttribute('autofocus', on)
    },
  })

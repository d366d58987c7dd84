import '@testing-library/jest-dom'
import { TextDecoder, TextEncoder } from 'util'

// jsdom lacks TextEncoder, which react-dom/server needs (tests render server HTML to compare).
Object.assign(globalThis, { TextEncoder, TextDecoder })

// jsdom has no matchMedia. Tests that need a media query to match (reduced motion) set
// `window.matchMedia` themselves; by default nothing matches.
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

import '@testing-library/jest-dom'

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

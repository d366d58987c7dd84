/**
 * Runs in the page, so it closes over nothing. Gatsby's mark comes with the root's first commit, before React
 * hydrates the sections (each its own Suspense boundary); React keys a section's node once it has checked the whole
 * section against the server's HTML (an internal key, named so since React 17).
 */
export const hydrated = (): boolean =>
  performance.getEntriesByName('onInitialClientRender', 'mark').length > 0 &&
  [...document.querySelectorAll('main section[id]')].every(section =>
    Object.keys(section).some(key => key.startsWith('__reactFiber$')),
  )

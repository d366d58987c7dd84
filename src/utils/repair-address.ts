// Repairs bad percent-encoding before Gatsby decodes the address and throws (gatsbyjs/gatsby#26828).
// In the path a bad sequence becomes U+FFFD, so it still names a missing page; in the fragment it is dropped.
// Part of the page's first inline script (src/inline-scripts/), which runs before any bundle.
export function repairAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'state' | 'replaceState'>,
  document: Pick<Document, 'addEventListener' | 'getElementById'>,
): void {
  const decodes = (text: string): boolean => {
    try {
      decodeURI(text)
      return true
    } catch {
      return false
    }
  }
  const repair = (text: string, replace: (sequence: string) => string): string =>
    decodes(text)
      ? text
      : text.replace(/%[0-9a-f]{0,2}/gi, sequence =>
          sequence.length === 3 && decodes(sequence) ? sequence : replace(sequence),
        )
  const pathname = repair(location.pathname, () => '%EF%BF%BD')
  // Every sequence left decodes on its own, so the repaired fragment always decodes.
  let hash = repair(location.hash, () => '')
  if (hash === '#') hash = ''
  if (pathname === location.pathname && hash === location.hash) return
  history.replaceState(history.state, '', pathname + location.search + hash)
  if (hash) {
    document.addEventListener('DOMContentLoaded', () => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    })
  }
}

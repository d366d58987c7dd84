/**
 * Repairs malformed percent-encoding in the address before Gatsby reads it. Gatsby's router
 * decodes the path when its module loads (a 404 page for /%C0%AE/ would never hydrate) and its
 * scroll handler decodes the fragment (gatsbyjs/gatsby#26828: /#products% blanked the page).
 * In the path each bad sequence becomes U+FFFD (�, what a UTF-8 decoder shows for bad bytes), so
 * the address still names a missing page and Gatsby can decode it as often as it likes; in the
 * fragment bad sequences are dropped, and the page scrolls to the section the repaired fragment
 * names, as the browser would have.
 *
 * Runs as an inline script in <head> (gatsby-ssr.tsx), before any bundle: it must use nothing
 * from outside its own body.
 */
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

/** The inline script: the function above, called on the page's own objects. */
export const REPAIR_ADDRESS_SCRIPT = `(${repairAddress.toString()})(location, history, document)`

import { scrollToSection } from './scroll-to-section'

/** On a section route's <body> (section-page.tsx): the id of the section the page opens at. */
export const OPEN_AT_ATTRIBUTE = 'data-open-at'

/** A hash in the address, or a page already scrolled (by the visitor, or the browser restoring it), wins. */
export function openAt(id: string | null | undefined): void {
  if (id && !window.location.hash && window.scrollY === 0)
    scrollToSection(id, { instant: true, updateHash: false })
}

// Runs as the body ends, before the first paint and before any bundle: engines without
// scroll-initial-target (Firefox, Safari, Chrome before 133) open the route at its section too.
export const openAtSection = (document: Document): void =>
  openAt(document.body.getAttribute(OPEN_AT_ATTRIBUTE))

import { jumpToSection } from './scroll-to-section'

/** On a section route's <body> (section-page.tsx): the id of the section the page opens at. */
export const OPEN_AT_ATTRIBUTE = 'data-open-at'

/** The declaration section-page.tsx gives that section, and the one this script asks the engine about. */
export const SCROLL_INITIAL_TARGET = ['scroll-initial-target', 'nearest'] as const

/** A hash in the address, or a page already scrolled (by the visitor, or the browser restoring it), wins. */
export function openAt(id: string | null | undefined): HTMLElement | null {
  const target = id ? document.getElementById(id) : null
  if (!target || window.location.hash || window.scrollY !== 0) return null
  jumpToSection(target)
  return target
}

// Runs as the body ends, before the first paint and before any bundle: engines without
// scroll-initial-target (Firefox, Safari, Chrome before 133) open the route at its section too.
export function openAtSection(document: Document): void {
  // The CSS has opened it; reading the scroll position here would lay the page out before it is all read.
  if (CSS.supports(...SCROLL_INITIAL_TARGET)) return
  const target = openAt(document.body.getAttribute(OPEN_AT_ATTRIBUTE))
  if (!target) return
  const opened = window.scrollY
  // A font or image that arrives later can still move the section; until the visitor scrolls or moves the focus, it follows.
  window.addEventListener('load', () => {
    const focus = document.activeElement
    if (window.scrollY === opened && (focus === target || focus === document.body)) jumpToSection(target)
  })
}

// A link to /#section from elsewhere (a chat, the 404 page): Chromium scrolls there smoothly while the page loads,
// and a web font swapping in above meanwhile leaves it short of the header; instant, the engine keeps it landed.
export function landFragmentInstantly(document: Document): void {
  if (!document.location.hash) return
  const { style } = document.documentElement
  style.scrollBehavior = 'auto'
  const smoothAgain = (): void => void style.removeProperty('scroll-behavior')
  // A frame after load: the engine's last re-landing runs in the frame load ends in.
  window.addEventListener('load', () => requestAnimationFrame(smoothAgain), { once: true })
}

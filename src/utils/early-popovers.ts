/** The polyfill's mark of an open popover in engines without popovers (@oddbird/popover-polyfill). */
export const OPEN = ':popover-open'

// The page's first inline script: from the first paint, a link chosen in an open popover (the menu) or dialog
// closes it (once hydrated, React closes the menu too); in engines without popovers, whose polyfill comes with the
// bundles seconds later on a slow link, a toggle opens its popover at once, marked as the polyfill marks one.
export function earlyPopovers(document: Document): void {
  document.addEventListener('click', event => {
    const link = event.target instanceof Element && event.target.closest<HTMLAnchorElement>('a[href]')
    const popover = link && link.closest<HTMLElement>('[popover]')
    if (!popover) return
    // Hidden first: the polyfill reads its own state from the class, so taking the class first left it "open";
    // with no popovers and no polyfill yet (where matches(':popover-open') throws), the class is the mark.
    if ('popover' in HTMLElement.prototype && popover.matches(':popover-open')) popover.hidePopover()
    popover.classList.remove(OPEN)
    // A modal dialog (Buy Now's, whose popover attribute is its no-JavaScript way in) closes for a link within the
    // page, so the part it leads to is not behind it; its call and WhatsApp links leave it open for the return.
    if (link.hash) (popover as Partial<HTMLDialogElement>).close?.()
  })
  const view = document.defaultView
  if (!view || 'popover' in view.HTMLElement.prototype) return
  const closeAll = (): void => {
    for (const popover of document.querySelectorAll('[popover]')) popover.classList.remove(OPEN)
  }
  document.addEventListener('click', event => {
    // Once the polyfill has arrived, it answers the toggles itself.
    if ('popover' in view.HTMLElement.prototype) return
    const target = event.target
    const toggle = target instanceof view.Element && target.closest('button[popovertarget]:not([commandfor])')
    const popover = toggle && document.getElementById(toggle.getAttribute('popovertarget') || '')
    if (!popover) return
    const opening = !popover.classList.contains(OPEN)
    closeAll()
    popover.classList.toggle(OPEN, opening)
    if (opening) popover.querySelector<HTMLElement>('[autofocus]')?.focus()
  })
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape' && !('popover' in view.HTMLElement.prototype)) closeAll()
    // Native popovers go on from their toggle when Tab leaves their last control; in the page's order the header's
    // popovers come first, so Tab went back to the logo. From the toggle, the key's own move reaches what follows it.
    // A modal dialog keeps Tab inside itself: its popover attribute is only its no-JavaScript way in, whose buttons
    // (its own × among them) carry commandfor.
    const target = event.target as Element
    const popover = event.key === 'Tab' && !event.shiftKey && target.closest?.('[popover]')
    if (popover && target === [...popover.querySelectorAll('a, button, input')].pop())
      document.querySelector<HTMLElement>(`[popovertarget=${popover.id}]:not([commandfor])`)?.focus()
  })
}

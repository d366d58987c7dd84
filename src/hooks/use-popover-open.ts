import { type FocusEvent, useEffect, useState } from 'react'

/** Undefined until hydrated: a server-rendered false is wrong for a popover opened before that. */
export function usePopoverOpen(id: string): boolean | undefined {
  const [open, setOpen] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    const popover = document.getElementById(id)
    if (!popover) return
    const sync = (): void => setOpen(isPopoverOpen(popover))
    sync()
    popover.addEventListener('toggle', sync)
    return () => popover.removeEventListener('toggle', sync)
  }, [id])
  return open
}

/** matches(':popover-open') throws where the browser has no popovers. */
function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open')
  } catch {
    return false
  }
}

export function hidePopover(id: string): void {
  const popover = document.getElementById(id)
  if (popover && isPopoverOpen(popover)) popover.hidePopover()
}

/** A popover's onBlur: focus moved on out of it, so it closes rather than cover where the focus went. */
export const hideWhenFocusLeaves =
  (id: string) =>
  (event: FocusEvent<HTMLElement>): void => {
    const popover = event.currentTarget
    const leftFor = (next: EventTarget | null): boolean => next instanceof Node && !popover.contains(next)
    const next = event.relatedTarget
    // Hiding it sends focus back to its toggle: a listener left there then would close it when reopened.
    if (!isPopoverOpen(popover) || !leftFor(next)) return
    // Its toggle answers a click itself; where Tab passes through it (engines without popovers), focus goes on from it.
    if (!(next instanceof HTMLElement && next.getAttribute('popovertarget') === id)) return hidePopover(id)
    const goOn = (blur: globalThis.FocusEvent): void => {
      if (leftFor(blur.relatedTarget)) hidePopover(id)
    }
    next.addEventListener('blur', goOn, { once: true })
  }

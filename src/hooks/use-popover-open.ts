import { useEffect, useState } from 'react'

/**
 * Whether the popover with this id is open, following the browser (which opens and closes it from
 * `popovertarget`, Escape and light dismiss). Undefined until React has hydrated: before that the
 * browser exposes the invoker's expanded state itself, and a server-rendered "false" would be wrong
 * for a popover opened before hydration.
 */
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

/** `:popover-open`, false where the browser has no popovers (the element then never opens). */
export function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open')
  } catch {
    return false
  }
}

/** Closes the popover with this id if it is open. */
export function hidePopover(id: string): void {
  const popover = document.getElementById(id)
  if (popover && isPopoverOpen(popover)) popover.hidePopover()
}

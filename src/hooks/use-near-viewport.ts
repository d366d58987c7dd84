import { useEffect, useState, type RefObject } from 'react'

/** How far ahead of the viewport "near" starts: one screen height above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px'

/**
 * True once the element has come within one screen of the viewport, and from then on. Where
 * IntersectionObserver is missing it is true at once, so nothing stays unloaded.
 */
export function useNearViewport(ref: RefObject<Element>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver !== 'function') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      entries => {
        if (entries.some(entry => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}

/** How long a nav link's smooth scroll takes (spec §9). */
export const SCROLL_DURATION_MS = 500

export const easeInOutCubic = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2)

let cancelRunning: (() => void) | null = null

const targetTop = (target: HTMLElement): number => {
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight
  // Read from the CSS scroll-padding-top, so the header's height is defined once.
  const headerOffset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const top = target.getBoundingClientRect().top + window.scrollY - headerOffset
  return Math.max(0, Math.min(maxScroll, Math.round(top)))
}

/** The section's top just below the sticky header at once, and focus with it. */
export function jumpToSection(target: HTMLElement): void {
  window.scrollTo({ top: targetTop(target), behavior: 'instant' })
  // Move keyboard and screen-reader focus with the view, without a second scroll.
  target.focus({ preventScroll: true })
}

export function scrollToSection(
  id: string,
  { instant = false, updateHash = true }: { instant?: boolean; updateHash?: boolean } = {},
): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  cancelRunning?.()
  if (updateHash && window.location.hash !== `#${id}`) window.history.pushState(null, '', `#${id}`)

  const start = window.scrollY
  const end = targetTop(target)
  if (instant || start === end) {
    jumpToSection(target)
    return true
  }

  let frame = 0
  const startedAt = performance.now()
  // A wheel or touch during the animation means the visitor took over: stop fighting them.
  const stop = (): void => {
    cancelAnimationFrame(frame)
    window.removeEventListener('wheel', stop)
    window.removeEventListener('touchstart', stop)
    cancelRunning = null
  }
  const step = (now: number): void => {
    const progress = Math.min(1, (now - startedAt) / SCROLL_DURATION_MS)
    // Read again each frame: off-screen sections take their real height as the scroll passes them.
    const to = targetTop(target)
    window.scrollTo({ top: start + (to - start) * easeInOutCubic(progress), behavior: 'instant' })
    if (progress < 1) {
      frame = requestAnimationFrame(step)
    } else {
      stop()
      target.focus({ preventScroll: true })
    }
  }
  window.addEventListener('wheel', stop, { passive: true })
  window.addEventListener('touchstart', stop, { passive: true })
  cancelRunning = stop
  frame = requestAnimationFrame(step)
  return true
}

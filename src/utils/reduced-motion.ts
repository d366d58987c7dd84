/** Whether the visitor asked the OS for less motion, read at the moment it matters (a click). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

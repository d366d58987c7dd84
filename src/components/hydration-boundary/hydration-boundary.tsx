import React, { Suspense } from 'react'

/**
 * A part of the page React hydrates on its own, so a tap during hydration waits only for its own part
 * (selective hydration); nothing inside suspends, so the empty fallback never shows.
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

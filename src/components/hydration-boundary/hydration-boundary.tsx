import React, { Suspense } from 'react'

/** A part React hydrates on its own, so a tap during hydration waits only for its part; nothing inside suspends. */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

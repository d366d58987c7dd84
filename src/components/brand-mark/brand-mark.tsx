import React from 'react'

/** The farm's mark: an okro pod's five-chambered cross-section. Decorative; the brand name is beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#1f4d2b" />
      <path
        fill="#a9c77a"
        d="M32 9l6.6 13.2 14.3 2-10.4 10.2 2.5 14.4L32 42l-13 6.8 2.5-14.4L11.1 24.2l14.3-2z"
      />
      <circle cx="32" cy="31" r="6" fill="#d9a441" />
    </svg>
  )
}

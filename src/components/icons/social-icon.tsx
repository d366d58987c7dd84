import React from 'react'
import { siFacebook, siInstagram } from 'simple-icons'

// simple-icons is tree-shaken: only these two paths reach the bundle.
const ICONS: Record<string, { path: string } | undefined> = {
  instagram: siInstagram,
  facebook: siFacebook,
}

export function SocialIcon({ network, size = 20 }: { network: string; size?: number }) {
  const icon = ICONS[network.toLowerCase()]
  if (!icon) return null
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d={icon.path} />
    </svg>
  )
}

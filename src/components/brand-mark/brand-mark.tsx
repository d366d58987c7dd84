import React from 'react'
import { PALETTE } from '../../config/palette'

const { 'green-900': field, 'ginger-500': ring, 'leaf-300': leaf, 'cream-100': flesh } = PALETTE

/** The one drawing of the mark: `npm run generate` writes src/images/brand-mark.svg (the icons' source) from it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="-256 -256 512 512" aria-hidden="true" focusable="false">
      <g transform="scale(1.22)">
        <circle r="200" fill={field} />
        <circle r="179.2" fill="none" stroke={ring} strokeWidth="13" />
        <path
          fill={leaf}
          d="M0 -160C21.6 -160 44.1 -111.4 68.2 -93.8C92.3 -76.3 145.5 -70 152.2 -49.4C158.8 -28.9 119.5 7.5 110.3 35.8C101.1 64.2 111.5 116.8 94 129.4C76.6 142.1 29.8 116 0 116C-29.8 116 -76.6 142.1 -94 129.4C-111.5 116.8 -101.1 64.2 -110.3 35.8C-119.5 7.5 -158.8 -28.9 -152.2 -49.4C-145.5 -70 -92.3 -76.3 -68.2 -93.8C-44.1 -111.4 -21.6 -160 0 -160Z"
        />
        <path
          fill={flesh}
          d="M0 -126C16.9 -126 34.5 -87.4 53.5 -73.6C72.5 -59.8 114.6 -55 119.8 -38.9C125.1 -22.8 93.8 5.8 86.5 28.1C79.3 50.4 87.8 92 74.1 101.9C60.4 111.9 23.5 91 0 91C-23.5 91 -60.4 111.9 -74.1 101.9C-87.8 92 -79.3 50.4 -86.5 28.1C-93.8 5.8 -125.1 -22.8 -119.8 -38.9C-114.6 -55 -72.5 -59.8 -53.5 -73.6C-34.5 -87.4 -16.9 -126 0 -126Z"
        />
        <g stroke={leaf} strokeWidth="9" strokeLinecap="round">
          <path d="M0 0L48.2 -66.3" />
          <path d="M0 0L78 25.3" />
          <path d="M0 0L0 82" />
          <path d="M0 0L-78 25.3" />
          <path d="M0 0L-48.2 -66.3" />
        </g>
        <g fill={field}>
          <circle cx="0" cy="-56" r="18" />
          <circle cx="53.3" cy="-17.3" r="18" />
          <circle cx="32.9" cy="45.3" r="18" />
          <circle cx="-32.9" cy="45.3" r="18" />
          <circle cx="-53.3" cy="-17.3" r="18" />
        </g>
        <circle r="14" fill={leaf} />
      </g>
    </svg>
  )
}

import React from 'react'
import { SectionLink } from '../section-link/section-link'
import { sectionIdFromLabel } from '../../config/section-ids'

interface NavLinksProps {
  labels: readonly string[]
  className?: string
  linkClassName?: string
  basePath?: string
  onNavigate?: () => void
}

export function NavLinks({ labels, className, linkClassName, basePath, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {labels.map(label => (
        <li key={label}>
          <SectionLink
            sectionId={sectionIdFromLabel(label)}
            basePath={basePath}
            className={linkClassName}
            onNavigate={onNavigate}
          >
            {label}
          </SectionLink>
        </li>
      ))}
    </ul>
  )
}

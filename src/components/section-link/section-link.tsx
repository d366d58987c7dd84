import React from 'react'
import { scrollToSection } from '../../utils/scroll-to-section'
import { sectionIdFromLabel } from '../../config/section-ids'

interface SectionLinkProps {
  sectionId: string
  /** Path of the landing page when rendered elsewhere (the 404 page): links then go to `/#id`. */
  basePath?: string
  className?: string
  onNavigate?: () => void
  children: React.ReactNode
}

export function SectionLink({ sectionId, basePath = '', className, onNavigate, children }: SectionLinkProps) {
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>): void => {
    // Let the browser handle new-tab clicks and links that leave this page.
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0
    if (event.defaultPrevented || basePath || newTab) return
    const instant = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (scrollToSection(sectionId, { instant })) event.preventDefault()
    onNavigate?.()
  }
  return (
    <a href={`${basePath}#${sectionId}`} className={className} onClick={handleClick}>
      {children}
    </a>
  )
}

interface NavLinksProps extends Pick<SectionLinkProps, 'basePath' | 'onNavigate'> {
  labels: readonly string[]
  className?: string
  linkClassName?: string
}

export function NavLinks({ labels, className, linkClassName, ...link }: NavLinksProps) {
  return (
    <ul className={className}>
      {labels.map(label => (
        <li key={label}>
          <SectionLink sectionId={sectionIdFromLabel(label)} className={linkClassName} {...link}>
            {label}
          </SectionLink>
        </li>
      ))}
    </ul>
  )
}

import React from 'react'
import { graphql } from 'gatsby'
import * as styles from './section-heading.module.scss'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment SectionHeading on SiteJsonSectionCopy {
    heading
    intro
  }
`

interface SectionHeadingProps {
  id: string
  eyebrow?: string
  title: string
  intro?: React.ReactNode
  align?: 'start' | 'center'
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? styles.centered : styles.start}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}

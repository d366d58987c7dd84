import React from 'react'
import { graphql } from 'gatsby'
import { Leaf } from 'lucide-react'
import { SectionLink } from '../../section-link/section-link'
import { SectionHeading } from '../../section-heading/section-heading'
import { UI_TEXT } from '../../../config/ui-text'
import * as styles from './about.module.scss'
import { SECTION, sectionProps, titleId } from '../../../config/section-ids'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment About on SiteJsonAbout {
    heading
    title
    paragraphs
    badgeValue
    badgeLabel
    ingredients
  }
`

export function About({ about }: { about: Queries.AboutFragment }) {
  return (
    <section {...sectionProps(SECTION.about)} className={styles.about}>
      <div className={styles.inner}>
        <div>
          <SectionHeading
            id={titleId(SECTION.about)}
            eyebrow={about.heading}
            title={about.title}
            align="start"
          />
          {about.paragraphs.map(paragraph => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <SectionLink sectionId={SECTION.services} className={styles.cta}>
            {UI_TEXT.learnMore}
          </SectionLink>
        </div>

        <div className={styles.panel}>
          <p className={styles.badge}>
            <span className={styles.badgeValue}>{about.badgeValue}</span>
            <span className={styles.badgeLabel}>{about.badgeLabel}</span>
          </p>
          <ul className={styles.ingredients}>
            {about.ingredients.map(ingredient => (
              <li key={ingredient}>
                <Leaf aria-hidden="true" size={20} />
                {ingredient}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

import React from 'react'
import { graphql } from 'gatsby'
import { Quote } from 'lucide-react'
import { SectionHeading } from '../../section-heading/section-heading'
import * as styles from './testimonials.module.scss'
import { SECTION, sectionProps, titleId } from '../../../config/section-ids'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment Testimonials on TestimonialsJson {
    headline
    quote
    name
    town
  }
`

interface TestimonialsProps {
  copy: Queries.SectionHeadingFragment
  testimonials: readonly Queries.TestimonialsFragment[]
}

export function Testimonials({ copy, testimonials }: TestimonialsProps) {
  return (
    <section {...sectionProps(SECTION.testimonials)} className={styles.testimonials}>
      <div className={styles.inner}>
        <SectionHeading id={titleId(SECTION.testimonials)} title={copy.heading} intro={copy.intro} />
        <ul className={styles.grid}>
          {/* Built once and never reordered, so the place is a key, where two customers may share a name. */}
          {testimonials.map((testimonial, index) => (
            <li key={index}>
              <figure className={styles.card}>
                <Quote aria-hidden="true" className={styles.mark} size={36} />
                <h3 className={styles.headline}>{testimonial.headline}</h3>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.name}>{testimonial.name}</span>
                  <span className={styles.town}>{testimonial.town}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

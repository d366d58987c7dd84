import React from 'react'
import { graphql } from 'gatsby'
import { Picture } from '../../picture/picture'
import { SectionLink } from '../../section-link/section-link'
import { PhoneLink } from '../../phone-link/phone-link'
import { UI_TEXT } from '../../../config/ui-text'
import * as styles from './hero.module.scss'
import { SECTION, sectionProps, titleId } from '../../../config/section-ids'
import { eventSection } from '../../../config/order-events'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment Hero on SiteJsonHero {
    animatedWord
    subtitle
    text
    imageAlt
    image {
      childImageSharp {
        # Candidates about 1.17× apart up to the 692 px tablet box at 2×, 680 for a 412 px phone at 1.75×;
        # sizes follow hero.module.scss.
        gatsbyImageData(
          width: 720
          breakpoints: [350, 410, 480, 570, 680, 800, 940, 1100, 1260, 1400]
          sizes: "(min-width: 100em) 31.25vw, (min-width: 64em) min(533px, 45vw), (min-width: 40em) min(720px, 90vw), calc(100vw - 2rem)"
          aspectRatio: 1.5
          placeholder: NONE
        )
      }
    }
  }
`

interface HeroProps {
  hero: Queries.HeroFragment
  phone: Queries.SiteJsonPhone
  /** Routes that open at a later section leave the image lazy, so it does not compete with theirs. */
  inView?: boolean
}

export function Hero({ hero, phone, inView = true }: HeroProps) {
  const image = hero.image.childImageSharp?.gatsbyImageData
  return (
    <section {...sectionProps(SECTION.home)} className={styles.hero} {...eventSection('hero')}>
      <div className={styles.inner}>
        <div>
          <h1 id={titleId(SECTION.home)} className={styles.title}>
            {/* The word rises with CSS only; screen readers get the plain word. */}
            <span className={styles.word} aria-hidden="true" data-animated-word>
              {hero.animatedWord}
            </span>
            <span className={styles.srOnly}>{hero.animatedWord}</span>{' '}
            <span className={styles.subtitle}>{hero.subtitle}</span>
          </h1>
          <p className={styles.text}>{hero.text}</p>
          <div className={styles.actions}>
            <SectionLink sectionId={SECTION.products} className={styles.cta}>
              {UI_TEXT.exploreMenu}
            </SectionLink>
            <PhoneLink phone={phone} className={styles.call} />
          </div>
        </div>
        {image && (
          <div className={styles.media}>
            <Picture image={image} alt={hero.imageAlt} priority={inView} className={styles.image} />
          </div>
        )}
      </div>
    </section>
  )
}

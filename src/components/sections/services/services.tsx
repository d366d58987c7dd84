import React from 'react'
import { graphql } from 'gatsby'
import { SectionHeading } from '../../section-heading/section-heading'
import { UI_TEXT } from '../../../config/ui-text'
import { Picture } from '../../picture/picture'
import * as styles from './services.module.scss'
import { SECTION, sectionProps, titleId } from '../../../config/section-ids'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment Services on SiteJsonStory {
    heading
    caption
    poster {
      childImageSharp {
        # The artwork's flat colours hide the softer detail of a low quality setting, so WebP alone.
        gatsbyImageData(
          width: 1920
          formats: [WEBP]
          quality: 40
          breakpoints: [380, 530, 640, 730, 860, 1010, 1190, 1400, 1640, 1920]
          sizes: "(min-width: 100em) 56.25vw, (min-width: 40em) min(960px, 100vw - 4rem), 100vw"
        )
      }
    }
    videoMp4 {
      publicURL
    }
    videoWebm {
      publicURL
    }
    captions {
      publicURL
    }
  }
`

interface ServicesProps {
  story: Queries.ServicesFragment
  /** The section the route opens at: its poster is the largest paint. */
  inView?: boolean
}

/**
 * WebM first, the smaller file; preload="none", so the film downloads only when played. The poster
 * is a lazy image under the transparent player rather than its `poster` attribute, which every
 * engine fetches with the page: it waits until the player nears the view, with or without JavaScript.
 */
export function Services({ story, inView = false }: ServicesProps) {
  const poster = story.poster.childImageSharp?.gatsbyImageData
  return (
    <section {...sectionProps(SECTION.services)} className={styles.services}>
      <div className={styles.inner}>
        <SectionHeading id={titleId(SECTION.services)} title={story.heading} />
        <figure className={styles.figure}>
          <div className={styles.player}>
            {poster && <Picture image={poster} alt="" priority={inView} className={styles.poster} />}
            <video
              id="story-video"
              className={styles.video}
              controls
              preload="none"
              playsInline
              width={1280}
              height={720}
              aria-labelledby={titleId(SECTION.services)}
              aria-describedby={`${SECTION.services}-caption`}
            >
              <source src={story.videoWebm.publicURL ?? undefined} type="video/webm" />
              <source src={story.videoMp4.publicURL ?? undefined} type="video/mp4" />
              <track
                kind="captions"
                srcLang="en"
                label="English"
                src={story.captions.publicURL ?? undefined}
                default
              />
              {UI_TEXT.videoFallback}
            </video>
          </div>
          <figcaption id={`${SECTION.services}-caption`} className={styles.caption}>
            {story.caption}
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

import React from 'react'
import { graphql } from 'gatsby'
import { SectionHeading } from '../../section-heading/section-heading'
import { UI_TEXT } from '../../../config/ui-text'
import { imageSrc } from '../../../utils/image-src'
import * as styles from './services.module.scss'

export const query = graphql`
  fragment StoryContent on SiteJsonStory {
    heading
    caption
    poster {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 800, formats: [WEBP], quality: 50)
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
  story: Queries.StoryContentFragment
}

/** "Watch Our Story": the farm's short film. Nothing downloads until the visitor presses play. */
export function Services({ story }: ServicesProps) {
  const poster = imageSrc(story.poster.childImageSharp)
  return (
    <section id="services" className={styles.services} aria-labelledby="services-title" tabIndex={-1}>
      <div className={styles.inner}>
        <SectionHeading id="services-title" title={story.heading} />
        <figure className={styles.figure}>
          <video
            className={styles.video}
            controls
            preload="none"
            playsInline
            poster={poster}
            width={1280}
            height={720}
            aria-describedby="services-caption"
          >
            {/* WebM first: it is the smaller file; browsers without it take the H.264 MP4. */}
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
          <figcaption id="services-caption" className={styles.caption}>
            {story.caption}
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

import React, { useEffect, useRef } from 'react'
import { graphql } from 'gatsby'
import { SectionHeading } from '../../section-heading/section-heading'
import { UI_TEXT } from '../../../config/ui-text'
import { imageSrc } from '../../../utils/image-src'
import { useNearViewport } from '../../../hooks/use-near-viewport'
import { PLAYS_VIDEO_ATTRIBUTE } from '../../../config/play-video'
import * as styles from './services.module.scss'

export const query = graphql`
  fragment StoryContent on SiteJsonStory {
    heading
    caption
    poster {
      childImageSharp {
        # The largest paint of /showcase/: 720 px at quality 40 (14 kB, against 18.5 kB at 800 px and
        # 50) brought its Lighthouse LCP from 1.13 to 1.06 s. One URL serves every screen (a poster
        # has no srcset), and the artwork's flat colours hide the softer detail.
        gatsbyImageData(layout: FIXED, width: 720, formats: [WEBP], quality: 40)
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
  /** The page opens here (/showcase/): the poster is its largest paint, so it is in the HTML. */
  inView?: boolean
}

interface PlayerProps {
  story: Queries.StoryContentFragment
  id?: string
  poster: string | undefined
  className: string | undefined
  /** Captions on from the start (browsers then fetch them with the page). */
  captionsOn: boolean
  /** Only the <noscript> copy: the live player gets its controls when play is pressed. */
  controls?: boolean
}

/** The story film: WebM first (the smaller file), then H.264 MP4, English captions, the spec's fallback. */
const Player = React.forwardRef<HTMLVideoElement, PlayerProps>(function Player(
  { story, id, poster, className, captionsOn, controls },
  ref,
) {
  return (
    <video
      ref={ref}
      id={id}
      className={className}
      controls={controls}
      preload="none"
      playsInline
      poster={poster}
      width={1280}
      height={720}
      aria-describedby="services-caption"
    >
      <source src={story.videoWebm.publicURL ?? undefined} type="video/webm" />
      <source src={story.videoMp4.publicURL ?? undefined} type="video/mp4" />
      <track
        kind="captions"
        srcLang="en"
        label="English"
        src={story.captions.publicURL ?? undefined}
        default={captionsOn}
      />
      {UI_TEXT.videoFallback}
    </video>
  )
})

const VIDEO_ID = 'story-video'

function PlayIcon() {
  return (
    <svg className={styles.playIcon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" />
      <path d="M26 20.5v23a1.5 1.5 0 0 0 2.3 1.3l18-11.5a1.5 1.5 0 0 0 0-2.6l-18-11.5a1.5 1.5 0 0 0-2.3 1.3z" />
    </svg>
  )
}

/**
 * "Watch Our Story": the farm's short film. The film downloads only when the visitor presses play.
 * The poster and the captions would otherwise download with the page (browsers fetch a poster and
 * a default track at once), competing with the hero image on a slow link: they load when the
 * player comes within a screen of the viewport, or at once on the route that opens here. Until
 * play is pressed the player shows one large play button instead of the browser's controls (see
 * src/config/play-video.ts for why, and for the inline handler that works before hydration).
 * Without JavaScript a <noscript> copy of the player, with poster, controls and captions, takes
 * its place.
 */
export function Services({ story, inView = false }: ServicesProps) {
  const poster = imageSrc(story.poster.childImageSharp)
  const video = useRef<HTMLVideoElement>(null)
  const near = useNearViewport(video) || inView

  useEffect(() => {
    // Captions on by default, as `default` would, but only now: setting the mode fetches the track.
    const captions = video.current?.textTracks?.[0]
    if (near && captions?.mode === 'disabled') captions.mode = 'showing'
  }, [near])

  return (
    <section id="services" className={styles.services} aria-labelledby="services-title" tabIndex={-1}>
      <div className={styles.inner}>
        <SectionHeading id="services-title" title={story.heading} />
        <figure className={styles.figure}>
          <noscript>
            <style>{`.${styles.livePlayer}{display:none}`}</style>
            <Player story={story} poster={poster} className={styles.video} captionsOn controls />
          </noscript>
          <div className={styles.livePlayer}>
            <Player
              ref={video}
              id={VIDEO_ID}
              story={story}
              poster={near ? poster : undefined}
              className={styles.video}
              captionsOn={false}
            />
            <button
              type="button"
              className={styles.play}
              {...{ [PLAYS_VIDEO_ATTRIBUTE]: VIDEO_ID }}
              aria-label={UI_TEXT.playVideo}
            >
              <PlayIcon />
            </button>
          </div>
          <figcaption id="services-caption" className={styles.caption}>
            {story.caption}
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

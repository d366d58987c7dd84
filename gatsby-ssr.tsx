import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { DISPLAY_FONT, displayFontLoader } from './src/config/display-font'
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER } from './src/config/deferred-scripts'
import { PLAY_VIDEO_SCRIPT } from './src/config/play-video'
import { lightenHeadLinks } from './src/node/head-links'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' })
  // The display font arrives after the first paint (see src/config/display-font.ts); the story
  // film's play button works before hydration (see src/config/play-video.ts).
  setHeadComponents([
    <script key="display-font" dangerouslySetInnerHTML={{ __html: displayFontLoader(DISPLAY_FONT) }} />,
    <script key="play-video" dangerouslySetInnerHTML={{ __html: PLAY_VIDEO_SCRIPT }} />,
  ])
}

const isGatsbyScripts = (component: React.ReactNode): boolean =>
  React.isValidElement(component) && (component.props as { sliceId?: unknown }).sliceId === '_gatsby-scripts'

/**
 * Paint first, then fetch the JavaScript. Gatsby's scripts are async, but the browser still
 * fetches them at once, alongside the fonts and images of the first paint, and runs each the
 * moment it arrives, even before that paint. Gatsby writes them into the page as a slice (so a
 * new build's hashes reach every page); the slice now goes inside an inert <template>, and a
 * small inline script copies it into the page after the first frame. The page is complete
 * without JavaScript, so nothing is missing meanwhile; hydration starts a frame later.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  // Favicon inline, manifest after the first paint: see src/node/head-links.tsx.
  replaceHeadComponents(lightenHeadLinks(getHeadComponents().flat()))
  const components = getPostBodyComponents().flat()
  if (!components.some(isGatsbyScripts)) return
  replacePostBodyComponents(
    components.flatMap(component =>
      isGatsbyScripts(component)
        ? [
            <template key={DEFERRED_SCRIPTS_ID} id={DEFERRED_SCRIPTS_ID}>
              {component}
            </template>,
            <script
              key={`${DEFERRED_SCRIPTS_ID}-loader`}
              dangerouslySetInnerHTML={{ __html: DEFERRED_SCRIPTS_LOADER }}
            />,
          ]
        : [component],
    ),
  )
}

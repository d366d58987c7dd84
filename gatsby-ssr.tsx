import React from 'react'
import type { GatsbySSR } from 'gatsby'
import displayFontUrl from './src/fonts/dm-serif-display-400-basic.woff2'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' })
  // The header and every heading use the display font: fetch it with the HTML instead of after
  // the first style pass discovers it. Same hashed URL as the @font-face in global.scss.
  if (!displayFontUrl.startsWith('data:')) {
    setHeadComponents([
      <link
        key="display-font"
        rel="preload"
        href={displayFontUrl}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />,
    ])
  }
}

/** Where Gatsby's script tags wait for the first paint (see onPreRenderHTML). */
export const DEFERRED_SCRIPTS_ID = 'gatsby-deferred-scripts'

/**
 * Runs the scripts kept in the template: inline ones at once, in order, external ones async, as
 * Gatsby wrote them. After the first frame (two animation frames), or after 3 s in a background tab.
 */
export const DEFERRED_SCRIPTS_LOADER = `(function(){var t=document.getElementById("${DEFERRED_SCRIPTS_ID}"),d=!1;function r(){if(d||!t)return;d=!0;var l=t.content.querySelectorAll("script");for(var i=0;i<l.length;i++){var o=l[i],s=document.createElement("script");for(var j=0;j<o.attributes.length;j++)s.setAttribute(o.attributes[j].name,o.attributes[j].value);s.text=o.text;document.body.appendChild(s)}}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r,0)})});setTimeout(r,3e3)})();`

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
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
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

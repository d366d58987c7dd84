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

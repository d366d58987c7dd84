import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { ErrorBoundary } from './src/components/error-boundary/error-boundary'
import { startEventBeacon } from './src/utils/event-beacon'
import './src/styles/global.scss'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ErrorBoundary snapshot={() => document.getElementById('gatsby-focus-wrapper')?.outerHTML}>
    {element}
  </ErrorBoundary>
)

/**
 * Gatsby's router also scrolls on hash-only changes, fighting our smooth scroll (gatsbyjs/gatsby#38201),
 * and on hydration (no previous props), which comes after the first screen has loaded: by then the
 * browser has opened the page at its address and the visitor may have scrolled on.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps !== undefined && prevRouterProps.location.pathname !== routerProps.location.pathname

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if (process.env.GATSBY_EVENT_BEACON === '1') startEventBeacon(window)
}

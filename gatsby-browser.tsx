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
 * Gatsby's router scrolls on every location change, including hash-only ones, which fights our
 * 500 ms smooth scroll (gatsbyjs/gatsby#38201). Only reset scroll when the page itself changes.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps?.location.pathname !== routerProps.location.pathname

/** Order taps for the host's own log (docs/visit-counts.md): built in only with GATSBY_EVENT_BEACON=1. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if (process.env.GATSBY_EVENT_BEACON === '1') startEventBeacon(window)
}

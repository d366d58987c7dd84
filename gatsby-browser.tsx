import type { GatsbyBrowser } from 'gatsby'
import './src/styles/global.scss'

/**
 * Gatsby's router scrolls on every location change, including hash-only ones, which fights our
 * 500 ms smooth scroll (gatsbyjs/gatsby#38201). Only reset scroll when the page itself changes.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps?.location.pathname !== routerProps.location.pathname

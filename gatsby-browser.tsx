import React from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { GatsbyBrowser } from 'gatsby'
import './src/styles/global.scss'

/**
 * Gatsby's router scrolls on every location change, including hash-only ones, which fights our
 * 500 ms smooth scroll (gatsbyjs/gatsby#38201). Only reset scroll when the page itself changes.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps?.location.pathname !== routerProps.location.pathname

/**
 * Hydrate inside a transition. Gatsby's default `hydrateRoot` call is a blocking update: React
 * hydrates the whole page in one long task, which on a mid-range phone blocks input for hundreds
 * of milliseconds (Total Blocking Time). As a transition, React hydrates in ~5 ms slices and yields
 * to the browser between them; a click on a part not yet hydrated makes React hydrate it first.
 */
const hydrateInTransition = (element: React.ReactElement, container: Element): void => {
  React.startTransition(() => {
    hydrateRoot(container, element)
  })
}

type Hydrate = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>
// Gatsby types the result as react-dom's legacy `Renderer`; it only calls it, with (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as Hydrate

import React, { startTransition } from 'react'
import { type Root, createRoot, hydrateRoot } from 'react-dom/client'
import type { GatsbyBrowser } from 'gatsby'
import { ErrorBoundary } from './src/components/error-boundary/error-boundary'

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

export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  // Only the development server reports content problems, so the production bundle never holds this.
  if (process.env.NODE_ENV === 'development')
    void import('./src/utils/content-problems').then(({ showContentProblems }) => showContentProblems(window))
  // Engines without popovers (Chrome before 114, Safari before 17) fetch a polyfill before React
  // hydrates; no other engine downloads it.
  if (!('popover' in HTMLElement.prototype))
    (await import('./src/utils/popover-polyfill')).applyPopoverPolyfill(document)
  // Gatsby starts loading the page once this resolves; a new task for that keeps the bundles' first
  // task (evaluating every module) from also carrying the loader's start, so neither blocks a tap long.
  await new Promise(resolve => setTimeout(resolve, 0))
}

/**
 * Hydration in a transition, so React yields to the browser every few milliseconds; a tap before it
 * is done hydrates only the tapped part at once (each section is its own Suspense boundary).
 */
const hydrateOrRender = (element: React.ReactElement, container: Element): (() => void) => {
  // `gatsby develop` renders into an empty container and mounts its loading indicator here too: as in Gatsby's own default, those are rendered afresh, and Gatsby unmounts what it mounted with the cleanup.
  if (container.children.length === 0) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}

// Gatsby's types name ReactDOM 17's Renderer, gone from React 19's, so unchecked; it calls this with (element, container) and uses what it returns as the cleanup.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateOrRender

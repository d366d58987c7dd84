import React, { Suspense } from 'react'
import { graphql } from 'gatsby'
// Before the components' styles, on every page that has the layout: so they come after it in the stylesheet.
import '../../styles/global.scss'
import { Header } from '../header/header'
import { Footer } from '../footer/footer'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './layout.module.scss'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment Layout on SiteJson {
    ...Header
    ...Footer
  }
`

interface LayoutProps {
  site: Queries.LayoutFragment
  /** Where section links point when this page is not the landing page (the 404 page uses "/"). */
  basePath?: string
  children: React.ReactNode
}

export function Layout({ site, basePath, children }: LayoutProps) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {UI_TEXT.skipToContent}
      </a>
      {/* Header and footer hydrate on their own too, like each section (section-page.tsx). */}
      <Suspense>
        <Header site={site} basePath={basePath} />
      </Suspense>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Suspense>
        <Footer site={site} basePath={basePath} />
      </Suspense>
    </>
  )
}

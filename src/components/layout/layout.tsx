import React from 'react'
import { graphql } from 'gatsby'
import { Header } from '../header/header'
import { Footer } from '../footer/footer'
import { HydrationBoundary } from '../hydration-boundary/hydration-boundary'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './layout.module.scss'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment LayoutSite on SiteJson {
    brand
    nav
    email
    whatsapp
    copyrightYear
    phone {
      display
      tel
    }
    address {
      locality
      region
      country
    }
    social {
      network
      url
    }
    footer {
      blurb
    }
  }
`

interface LayoutProps {
  site: Queries.LayoutSiteFragment
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
      <HydrationBoundary>
        <Header site={site} basePath={basePath} />
      </HydrationBoundary>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <HydrationBoundary>
        <Footer site={site} basePath={basePath} />
      </HydrationBoundary>
    </>
  )
}

import React from 'react'
import { graphql } from 'gatsby'
import { Header } from '../header/header'
import { Footer } from '../footer/footer'
import { HydrationBoundary } from '../hydration-boundary/hydration-boundary'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './layout.module.scss'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  # The farm's name and numbers, shown in the header, the footer, How to order and the Buy Now dialog.
  fragment FarmContact on SiteJson {
    brand
    whatsapp
    phone {
      display
      tel
    }
  }
  fragment LayoutSite on SiteJson {
    ...FarmContact
    nav
    email
    copyrightYear
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

import React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import { Layout } from '../components/layout/layout'
import { Seo } from '../components/seo/seo'
import { UI_TEXT } from '../config/ui-text'
import * as styles from './404.module.scss'

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  if (!data.site) return null
  return (
    <Layout site={data.site} basePath="/">
      <section className={styles.notFound} aria-labelledby="not-found-title">
        <p className={styles.code}>404</p>
        <h1 id="not-found-title" className={styles.title}>
          {UI_TEXT.notFoundTitle}
        </h1>
        <p className={styles.text}>{UI_TEXT.notFoundText}</p>
        <Link to="/" className={styles.home}>
          {UI_TEXT.backHome}
        </Link>
      </section>
    </Layout>
  )
}

// No path: the 404 page gets noindex and no canonical, link-preview tags or structured data.
export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <Seo title={`${UI_TEXT.notFoundTitle} | ${data.site?.brand ?? ''}`} description={UI_TEXT.notFoundText} />
)

export const query = graphql`
  query NotFoundPage {
    site: siteJson {
      ...Layout
    }
  }
`

import React, { useEffect } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import { LandingPage } from '../components/landing-page/landing-page'
import { Seo } from '../components/seo/seo'
import { scrollToSection } from '../utils/scroll-to-section'

/** Every route in content/pages.json renders the whole landing page, opened at its section. */
export default function SectionPage({ data }: PageProps<Queries.SectionPageQuery>) {
  const section = data.page?.section

  useEffect(() => {
    // A hash in the URL wins: the browser (or Gatsby) already scrolled to it.
    if (section && section !== 'home' && !window.location.hash) {
      scrollToSection(section, { instant: true, updateHash: false })
    }
  }, [section])

  return (
    <LandingPage site={data.site} products={data.products.nodes} testimonials={data.testimonials.nodes} />
  )
}

export const Head: HeadFC<Queries.SectionPageQuery> = ({ data }) => (
  <>
    {data.page && data.meta?.siteMetadata && (
      <Seo
        title={data.page.title}
        description={data.page.description}
        path={data.page.path}
        siteUrl={data.meta.siteMetadata.siteUrl}
      />
    )}
  </>
)

export const query = graphql`
  query SectionPage($pagePath: String!) {
    page: pagesJson(path: { eq: $pagePath }) {
      path
      section
      title
      description
    }
    meta: site {
      siteMetadata {
        siteUrl
      }
    }
    site: siteJson {
      ...LayoutSite
      hero {
        ...HeroContent
      }
      about {
        ...AboutContent
      }
      story {
        ...StoryContent
      }
      productsSection {
        ...SectionCopy
      }
      testimonialsSection {
        ...SectionCopy
      }
    }
    products: allProductsJson {
      nodes {
        ...ProductCard
      }
    }
    testimonials: allTestimonialsJson {
      nodes {
        ...TestimonialCard
      }
    }
  }
`

import React, { Suspense, useEffect } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import { Layout } from '../components/layout/layout'
import { Hero } from '../components/sections/hero/hero'
import { About } from '../components/sections/about/about'
import { Services } from '../components/sections/services/services'
import { Products } from '../components/sections/products/products'
import { Testimonials } from '../components/sections/testimonials/testimonials'
import { Seo } from '../components/seo/seo'
import { StructuredData } from '../components/structured-data/structured-data'
import { socialCardAlt, socialCardProduct } from '../utils/social-card'
import { SECTION } from '../config/section-ids'
import { OPEN_AT_ATTRIBUTE, SCROLL_INITIAL_TARGET, openAt } from '../utils/open-at-section'
import { densityCappedSizes } from '../utils/density-capped-sizes'

/** Every route in content/pages.json renders the whole landing page, opened at its section. */
export default function SectionPage({ data }: PageProps<Queries.SectionPageQuery>) {
  const { site, products, testimonials } = data
  const section = data.page?.section ?? SECTION.home

  // In production the page's last inline script opened it, and a second jump would pull back a visitor who has
  // since scrolled to the top; `gatsby develop` renders no Head on the server, so there it falls to React.
  useEffect(() => {
    if (process.env.NODE_ENV === 'development' && section !== SECTION.home) openAt(section)
  }, [section])

  if (!site) return null
  const sections = [
    <Hero key="hero" hero={site.hero} phone={site.phone} inView={section === SECTION.home} />,
    <About key="about" about={site.about} />,
    <Services key="services" story={site.story} inView={section === SECTION.services} />,
    <Products key="products" site={site} products={products.nodes} inView={section === SECTION.products} />,
    <Testimonials key="testimonials" copy={site.testimonialsSection} testimonials={testimonials.nodes} />,
  ]
  return (
    <Layout site={site}>
      {/* Each section is a Suspense boundary React hydrates on its own, so a tap in one does not wait for the others; nothing inside suspends. */}
      {sections.map(part => (
        <Suspense key={part.key}>{part}</Suspense>
      ))}
    </Layout>
  )
}

export const Head: HeadFC<Queries.SectionPageQuery> = ({ data }) => {
  const { page, site } = data
  const siteUrl = data.meta?.siteMetadata?.siteUrl
  if (!page || !site || !siteUrl) return <></>
  const products = data.products.nodes
  // Product images are lazy, so they would start only at first layout.
  const lcpImage =
    page.section === SECTION.products
      ? products[0]?.image.childImageSharp?.gatsbyImageData.images.sources?.find(
          source => source.type === 'image/avif',
        )
      : undefined
  return (
    <Seo
      title={page.title}
      description={page.description}
      indexed={{
        siteUrl,
        path: page.path,
        siteName: site.brand,
        imageAlt: socialCardAlt(site.brand, site.tagline, socialCardProduct(products)),
      }}
    >
      {page.section !== SECTION.home && (
        // scroll-initial-target opens here from the first paint, with or without JavaScript; in other
        // engines the page's last inline script does (open-at-section.ts).
        <>
          <style>{`#${page.section}{${SCROLL_INITIAL_TARGET.join(':')}}`}</style>
          <body {...{ [OPEN_AT_ATTRIBUTE]: page.section }} />
        </>
      )}
      {lcpImage && (
        <link
          rel="preload"
          as="image"
          type="image/avif"
          imageSrcSet={lcpImage.srcSet}
          imageSizes={lcpImage.sizes && densityCappedSizes(lcpImage.sizes)}
          fetchPriority="high"
        />
      )}
      <StructuredData />
    </Seo>
  )
}

export const query = graphql`
  query SectionPage($path: String!) {
    page: pagesJson(path: { eq: $path }) {
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
      ...Layout
      tagline
      ...Products
      hero {
        ...Hero
      }
      about {
        ...About
      }
      story {
        ...Services
      }
      testimonialsSection {
        ...SectionHeading
      }
    }
    products: allProductsJson {
      nodes {
        ...ProductCard
        ...ProductDialog
      }
    }
    testimonials: allTestimonialsJson {
      nodes {
        ...Testimonials
      }
    }
  }
`

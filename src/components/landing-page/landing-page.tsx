import React from 'react'
import { Layout } from '../layout/layout'
import { Hero } from '../sections/hero/hero'
import { About } from '../sections/about/about'
import { Services } from '../sections/services/services'
import { Products } from '../sections/products/products'
import { Testimonials } from '../sections/testimonials/testimonials'

export interface LandingPageProps {
  site: Queries.SectionPageQuery['site']
  products: readonly Queries.ProductCardFragment[]
  testimonials: readonly Queries.TestimonialCardFragment[]
}

/** The whole landing page: the spec's sections, in the spec's order. */
export function LandingPage({ site, products, testimonials }: LandingPageProps) {
  if (!site) return null
  return (
    <Layout site={site}>
      <Hero hero={site.hero} productsId="products" />
      <About about={site.about} servicesId="services" />
      <Services story={site.story} />
      <Products copy={site.productsSection} products={products} phone={site.phone} />
      <Testimonials copy={site.testimonialsSection} testimonials={testimonials} />
    </Layout>
  )
}

import React from 'react'
import { Layout } from '../layout/layout'
import { Hero } from '../sections/hero/hero'
import { About } from '../sections/about/about'
import { Services } from '../sections/services/services'
import { Products } from '../sections/products/products'
import { Testimonials } from '../sections/testimonials/testimonials'
import { SECTION } from '../../config/section-ids'

export interface LandingPageProps {
  site: Queries.SectionPageQuery['site']
  products: Queries.SectionPageQuery['products']['nodes']
  testimonials: readonly Queries.TestimonialCardFragment[]
  openAt?: string
}

export function LandingPage({ site, products, testimonials, openAt = SECTION.home }: LandingPageProps) {
  if (!site) return null
  return (
    <Layout site={site}>
      <Hero hero={site.hero} phone={site.phone} inView={openAt === SECTION.home} />
      <About about={site.about} />
      <Services story={site.story} inView={openAt === SECTION.services} />
      <Products site={site} products={products} inView={openAt === SECTION.products} />
      <Testimonials copy={site.testimonialsSection} testimonials={testimonials} />
    </Layout>
  )
}

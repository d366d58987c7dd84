import React, { Suspense } from 'react'
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
  const sections = [
    <Hero key="hero" hero={site.hero} phone={site.phone} inView={openAt === SECTION.home} />,
    <About key="about" about={site.about} />,
    <Services key="services" story={site.story} inView={openAt === SECTION.services} />,
    <Products key="products" site={site} products={products} inView={openAt === SECTION.products} />,
    <Testimonials key="testimonials" copy={site.testimonialsSection} testimonials={testimonials} />,
  ]
  return (
    <Layout site={site}>
      {/* Each section is a Suspense boundary React hydrates on its own, so a tap in one does not wait for the others; nothing inside suspends. */}
      {sections.map(section => (
        <Suspense key={section.key}>{section}</Suspense>
      ))}
    </Layout>
  )
}

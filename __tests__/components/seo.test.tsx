import React from 'react'
import { format } from 'util'
import { render } from '@testing-library/react'
import { type HeadProps, useStaticQuery } from 'gatsby'
import { buildStructuredData } from '../../plugins/content-source/structured-data/structured-data'
import { Seo } from '../../src/components/seo/seo'
import { Head as SectionPageHead } from '../../src/templates/section-page'
import { Head as NotFoundHead } from '../../src/pages/404'
import { socialCardProduct } from '../../src/utils/social-card'
import { builtContent } from '../fixtures/content'
import { products, site } from '../fixtures/landing-page'
import { SECTION } from '../../src/config/section-ids'

const SITE_URL = 'https://drobonsofarms.com'

/** React 19 hoists a component's <title>, <meta> and <link> into document.head, wherever it renders them. */
const content = (container: HTMLElement, key: string): (string | null)[] =>
  Array.from(container.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)).map(element =>
    element.getAttribute('content'),
  )
const jsonLd = (container: HTMLElement): Record<string, unknown>[] =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    script => JSON.parse(script.innerHTML) as Record<string, unknown>,
  )

// Gatsby sets the attributes of a Head's <body> on the page's own body; rendered in a test it lands in a div, which
// development React names. That is the one error a Head may log here.
let errors: jest.SpyInstance
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  const others = errors.mock.calls
    .map(call => format(...call))
    .filter(message => !message.includes('<body> cannot be a child of <div>'))
  errors.mockRestore()
  expect(others).toEqual([])
})

describe('Seo', () => {
  const props = {
    title: 'About Us | Drobonso Farms',
    description: 'Meet the farm.',
  }
  const indexed = { siteUrl: SITE_URL, path: '/about/', siteName: 'Drobonso Farms', imageAlt: 'The card' }

  it('gives an indexable page its canonical URL and link-preview tags', () => {
    render(<Seo {...props} indexed={indexed} />)
    const container = document.head
    expect(container.querySelector('title')?.textContent).toBe(props.title)
    expect(content(container, 'description')).toEqual(['Meet the farm.'])
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/about/`)
    expect(content(container, 'robots')).toEqual([])
    expect(content(container, 'theme-color')).toEqual(['#1f4d2b'])
    expect(container.querySelector('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    )
    expect(content(container, 'og:url')).toEqual([`${SITE_URL}/about/`])
    expect(content(container, 'og:title')).toEqual([props.title])
    expect(content(container, 'og:description')).toEqual([props.description])
    expect(content(container, 'og:site_name')).toEqual(['Drobonso Farms'])
    expect(content(container, 'og:image')).toEqual([`${SITE_URL}/social-card.jpg`])
    expect(content(container, 'og:image:width')).toEqual(['1200'])
    expect(content(container, 'og:image:height')).toEqual(['630'])
    expect(content(container, 'og:image:alt')).toEqual(['The card'])
    expect(content(container, 'twitter:card')).toEqual(['summary_large_image'])
  })

  it('keeps a page without a path (404) out of the index, with no canonical or preview tags', () => {
    render(<Seo {...props} />)
    const container = document.head
    expect(content(container, 'robots')).toEqual(['noindex'])
    expect(container.querySelector('link[rel="canonical"]')).toBeNull()
    expect(content(container, 'og:image')).toEqual([])
  })
})

describe('the section page Head', () => {
  const { pages } = builtContent()
  const productsPage = pages.find(entry => entry.section === SECTION.products)
  const page = productsPage ?? pages[0]!
  // Where the offers point: the products page, or the section on the home page when there is none.
  const offersUrl = `${SITE_URL}${productsPage?.path ?? `/#${SECTION.products}`}`
  const data = {
    page,
    productsPage: productsPage ? { path: productsPage.path } : null,
    meta: { siteMetadata: { siteUrl: SITE_URL } },
    site,
    products: { nodes: products },
    testimonials: { nodes: [] },
  } as unknown as Queries.SectionPageQuery
  // What SiteJson.structuredData resolves to, which the Head's static query reads.
  const structuredData = buildStructuredData({
    siteUrl: SITE_URL,
    site: builtContent().site,
    products: builtContent().products,
    productsPath: productsPage?.path ?? `/#${SECTION.products}`,
  })
  jest.mocked(useStaticQuery).mockReturnValue({ siteJson: { structuredData } })
  const renderHead = () =>
    render(
      <SectionPageHead
        {...({ data, location: { pathname: page.path } } as HeadProps<Queries.SectionPageQuery>)}
      />,
    )

  // The route's title, description and canonical URL are the built head's to check (seo-head.test.ts).
  it('describes the social card by the product it shows', () => {
    renderHead()
    expect(content(document.head, 'og:image:alt')[0]).toContain(socialCardProduct(products)?.imageAlt)
  })

  it('writes the structured data its static query reads: business contact, and each product at its price', () => {
    const { container } = renderHead()
    const [written, ...others] = jsonLd(container)
    expect(others).toEqual([])
    expect(written).toEqual(JSON.parse(JSON.stringify(structuredData)))
    const graph = written?.['@graph'] as Record<string, unknown>[]
    expect(graph.find(node => node['@type'] === 'LocalBusiness')).toMatchObject({
      telephone: site.phone.tel,
      sameAs: site.social.map(profile => profile.url),
    })
    const offers = graph.filter(node => node['@type'] === 'Product').map(node => node.offers)
    expect(offers).toEqual(
      products.map(product => expect.objectContaining({ price: product.priceCedis, url: offersUrl })),
    )
  })
})

describe('the 404 page Head', () => {
  it('is not indexed', () => {
    const data = {
      meta: { siteMetadata: { siteUrl: SITE_URL } },
      site,
    } as unknown as Queries.NotFoundPageQuery
    render(
      <NotFoundHead
        {...({ data, location: { pathname: '/404/' } } as HeadProps<Queries.NotFoundPageQuery>)}
      />,
    )
    const container = document.head
    expect(content(container, 'robots')).toEqual(['noindex'])
    expect(container.querySelector('title')?.textContent).toBe(`Page not found | ${site.brand}`)
  })
})

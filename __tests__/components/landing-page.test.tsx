import React from 'react'
import { siFacebook, siInstagram } from 'simple-icons'
import { UI_TEXT } from '../../src/config/ui-text'
import { render, screen, within } from '@testing-library/react'
import { LandingPage } from '../fixtures/section-page'
import { SECTION, sectionIdFromLabel } from '../../src/config/section-ids'
import { products, site, testimonials } from '../fixtures/landing-page'
import { expectEntriesShown } from '../fixtures/entries-shown'

const renderPage = () => render(<LandingPage site={site} products={products} testimonials={testimonials} />)

const renderSection = (id: string): HTMLElement => {
  renderPage()
  return document.getElementById(id)!
}

describe('LandingPage', () => {
  it('stacks the spec sections in order: header, home, aboutus, services, products, testimonials, footer', () => {
    const { container } = renderPage()
    // Top-level sections only: How to order is a part of Products.
    const landmarks = Array.from(
      container.querySelectorAll('header, section[id]:not(section *), footer'),
    ).map(element => element.id || element.tagName.toLowerCase())
    expect(landmarks).toEqual(['header', 'home', 'aboutus', 'services', 'products', 'testimonials', 'footer'])
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(container.querySelector('#products #how-to-order')).toBeInTheDocument()
  })

  it('hero: the animated word, the subtitle and the blend text', () => {
    const hero = renderSection(SECTION.home)
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      `${site.hero.animatedWord} ${site.hero.subtitle}`,
    )
    expect(hero.querySelector('[data-animated-word]')).toHaveAttribute('aria-hidden', 'true')
    expect(hero.querySelector('[data-animated-word]')?.textContent).toBe(site.hero.animatedWord)
    expect(hero).toHaveTextContent(site.hero.text)
    expect(within(hero).getByRole('img')).toHaveAttribute('alt', site.hero.imageAlt)
  })

  it.each([
    [SECTION.home, 'Explore Menu', SECTION.products],
    [SECTION.about, 'Learn More', SECTION.services],
  ])('#%s: %s → #%s', (section, name, target) => {
    expect(within(renderSection(section)).getByRole('link', { name })).toHaveAttribute('href', `#${target}`)
  })

  it('about: story paragraphs and the badge', () => {
    const about = renderSection(SECTION.about)
    expect(within(about).getByRole('heading', { level: 2 })).toHaveTextContent(site.about.title)
    site.about.paragraphs.forEach(paragraph => expect(about).toHaveTextContent(paragraph))
    expect(about).toHaveTextContent(site.about.badgeValue)
    expect(about).toHaveTextContent(site.about.badgeLabel)
  })

  it('services: the story heading, a video with controls, poster, WebM + MP4, captions and the fallback text', () => {
    const services = renderSection(SECTION.services)
    expect(within(services).getByRole('heading', { level: 2 })).toHaveTextContent(site.story.heading)
    const video = services.querySelector('video')!
    expect(video).toHaveAttribute('controls')
    expect(video).toHaveAttribute('preload', 'none')
    // The poster is a lazy image under the player: a poster attribute would load with the page.
    expect(video).not.toHaveAttribute('poster')
    expect(services.querySelector('picture img')).toHaveAttribute(
      'src',
      site.story.poster.childImageSharp?.gatsbyImageData.images.fallback?.src,
    )
    const sources = Array.from(video.querySelectorAll('source')).map(source => source.getAttribute('type'))
    expect(sources).toEqual(['video/webm', 'video/mp4'])
    const track = video.querySelector('track')!
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('srclang', 'en')
    expect(video).toHaveTextContent('Your browser does not support the video tag.')
    expect(services).toHaveTextContent(site.story.caption)
  })

  it('testimonials: a quote per testimonial with its headline, quote, name and town', () => {
    expectEntriesShown(
      within(renderSection(SECTION.testimonials)).getAllByRole('figure'),
      testimonials,
      testimonial => testimonial.headline,
      testimonial => [testimonial.quote, testimonial.name, testimonial.town],
    )
  })

  it('testimonials: two customers of the same name are both shown, without a duplicate-key error', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const twins = [testimonials[0]!, { ...testimonials[1]!, name: testimonials[0]!.name }]
    render(<LandingPage site={site} products={products} testimonials={twins} />)
    const section = document.getElementById(SECTION.testimonials)!
    expect(within(section).getAllByText(twins[0]!.name)).toHaveLength(2)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('footer: blurb, the quick links, mailto, tel, the address, social links and the copyright', () => {
    renderPage()
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(site.footer.blurb)
    const quickLinks = within(within(footer).getByRole('navigation', { name: 'Quick Links' })).getAllByRole(
      'link',
    )
    expect(quickLinks.map(link => link.getAttribute('href'))).toEqual(
      site.nav.map(label => `#${sectionIdFromLabel(label)}`),
    )
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(within(footer).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    )
    // WhatsApp beside the phone, where the content has a number.
    const whatsapp = within(footer).queryByRole('link', { name: UI_TEXT.whatsAppUs })
    if (site.whatsapp)
      expect(new URL(whatsapp!.getAttribute('href')!).pathname).toBe(`/${site.whatsapp.slice(1)}`)
    else expect(whatsapp).toBeNull()
    const { locality, region, country } = site.address
    expect(footer).toHaveTextContent(`${locality}, ${region}, ${country}`)
    for (const profile of site.social) {
      const link = within(footer).getByRole('link', { name: profile.network })
      expect(link).toHaveAttribute('href', profile.url)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      // Networks simple-icons draws get their logo beside the name; others show the name alone.
      const logo = { instagram: siInstagram.path, facebook: siFacebook.path }[profile.network.toLowerCase()]
      expect(link.querySelector('svg path')?.getAttribute('d')).toBe(logo)
    }
    expect(footer).toHaveTextContent(`© ${site.copyrightYear} ${site.brand}`)
  })
})

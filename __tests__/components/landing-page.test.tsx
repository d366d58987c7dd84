import React from 'react'
import { render, screen, within } from '@testing-library/react'
import { LandingPage } from '../../src/components/landing-page/landing-page'
import { products, site, testimonials } from '../fixtures/landing-page'

const renderPage = () => render(<LandingPage site={site} products={products} testimonials={testimonials} />)

describe('LandingPage', () => {
  it('stacks the spec sections in order: header, home, aboutus, services, products, testimonials, footer', () => {
    const { container } = renderPage()
    const landmarks = Array.from(container.querySelectorAll('header, section[id], footer')).map(
      element => element.id || element.tagName.toLowerCase(),
    )
    expect(landmarks).toEqual(['header', 'home', 'aboutus', 'services', 'products', 'testimonials', 'footer'])
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('hero: the animated word Delicious, Powdered Okro, the blend text and Explore Menu → #products', () => {
    renderPage()
    const hero = document.getElementById('home')!
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Delicious Powdered Okro')
    expect(hero.querySelector('[data-animated-word]')).toHaveAttribute('aria-hidden', 'true')
    expect(hero.querySelector('[data-animated-word]')?.textContent).toBe('Delicious')
    expect(hero).toHaveTextContent(site.hero.text)
    expect(within(hero).getByRole('img')).toHaveAttribute('alt', site.hero.imageAlt)
    expect(within(hero).getByRole('link', { name: 'Explore Menu' })).toHaveAttribute('href', '#products')
  })

  it('about: story paragraphs, the 100% badge and Learn More → #services', () => {
    renderPage()
    const about = document.getElementById('aboutus')!
    expect(within(about).getByRole('heading', { level: 2 })).toHaveTextContent(site.about.title)
    site.about.paragraphs.forEach(paragraph => expect(about).toHaveTextContent(paragraph))
    expect(about).toHaveTextContent('100%')
    expect(within(about).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#services')
  })

  it('services: Watch Our Story, a video with controls, poster, WebM + MP4, captions and the fallback text', () => {
    renderPage()
    const services = document.getElementById('services')!
    expect(within(services).getByRole('heading', { level: 2 })).toHaveTextContent('Watch Our Story')
    const video = services.querySelector('video')!
    expect(video).toHaveAttribute('controls')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video.getAttribute('poster')).toMatch(/story-poster/)
    const sources = Array.from(video.querySelectorAll('source')).map(source => source.getAttribute('type'))
    expect(sources).toEqual(['video/webm', 'video/mp4'])
    const track = video.querySelector('track')!
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('srclang', 'en')
    expect(video).toHaveTextContent('Your browser does not support the video tag.')
    expect(services).toHaveTextContent(site.story.caption)
  })

  it('testimonials: three quotes with headline, quote, name and town (Kumasi, Takoradi, Accra)', () => {
    renderPage()
    const section = document.getElementById('testimonials')!
    const quotes = within(section).getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    quotes.forEach((quote, index) => {
      const testimonial = testimonials[index]!
      expect(within(quote).getByRole('heading', { level: 3 })).toHaveTextContent(testimonial.headline)
      expect(quote).toHaveTextContent(testimonial.quote)
      expect(quote).toHaveTextContent(testimonial.name)
    })
    expect(testimonials.map(t => t.town)).toEqual(['Kumasi', 'Takoradi', 'Accra'])
    quotes.forEach((quote, index) => expect(quote).toHaveTextContent(testimonials[index]!.town))
  })

  it('footer: blurb, the five quick links, mailto, tel, the Drobonso address, social links and © 2024', () => {
    renderPage()
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(site.footer.blurb)
    const quickLinks = within(within(footer).getByRole('navigation', { name: 'Quick Links' })).getAllByRole(
      'link',
    )
    expect(quickLinks.map(link => link.getAttribute('href'))).toEqual([
      '#home',
      '#aboutus',
      '#services',
      '#products',
      '#testimonials',
    ])
    expect(within(footer).getByRole('link', { name: 'orders@drobonso-farms.example' })).toHaveAttribute(
      'href',
      'mailto:orders@drobonso-farms.example',
    )
    expect(within(footer).getByRole('link', { name: '+233 20 000 0000' })).toHaveAttribute(
      'href',
      'tel:+233200000000',
    )
    expect(footer).toHaveTextContent('Drobonso, Ashanti Region, Ghana')
    for (const network of ['Instagram', 'Facebook']) {
      const link = within(footer).getByRole('link', { name: network })
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(footer).toHaveTextContent('© 2024 Drobonso Farms')
  })
})

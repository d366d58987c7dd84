import React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SectionLink } from '../../src/components/section-link/section-link'
import * as scroll from '../../src/utils/scroll-to-section'
import { SECTION } from '../../src/config/section-ids'

describe('SectionLink', () => {
  let scrollSpy: jest.SpyInstance
  beforeEach(() => {
    document.body.innerHTML = ''
    scrollSpy = jest.spyOn(scroll, 'scrollToSection').mockReturnValue(true)
  })
  afterEach(() => scrollSpy.mockRestore())

  it('is a real #anchor and animates the scroll when JavaScript runs', async () => {
    const onNavigate = jest.fn()
    render(
      <SectionLink sectionId="products" onNavigate={onNavigate}>
        Products
      </SectionLink>,
    )
    const link = screen.getByRole('link', { name: 'Products' })
    expect(link).toHaveAttribute('href', `#${SECTION.products}`)
    await userEvent.setup().click(link)
    expect(scrollSpy).toHaveBeenCalledWith(SECTION.products, { instant: false })
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })

  it('jumps when the visitor prefers reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true })
    render(<SectionLink sectionId={SECTION.about}>About Us</SectionLink>)
    await userEvent.setup().click(screen.getByRole('link'))
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)')
    expect(scrollSpy).toHaveBeenCalledWith(SECTION.about, { instant: true })
  })

  it('points at the landing page from other pages and lets the browser navigate', async () => {
    render(
      <SectionLink sectionId="services" basePath="/">
        Services
      </SectionLink>,
    )
    expect(screen.getByRole('link')).toHaveAttribute('href', `/#${SECTION.services}`)
  })
})

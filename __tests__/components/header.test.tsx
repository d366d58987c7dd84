import React from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Header } from '../../src/components/header/header'
import { site } from '../fixtures/landing-page'

const renderHeader = () => render(<Header site={site} />)

describe('Header', () => {
  it('shows the brand, the five nav links to their sections and the phone as a tel: link', () => {
    renderHeader()
    expect(screen.getByRole('banner')).toHaveTextContent('Drobonso Farms')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map(link => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '#home'],
      ['About Us', '#aboutus'],
      ['Services', '#services'],
      ['Products', '#products'],
      ['Testimonials', '#testimonials'],
    ])
    const phone = screen.getAllByRole('link', { name: '+233 20 000 0000' })[0]
    expect(phone).toHaveAttribute('href', 'tel:+233200000000')
  })

  describe('mobile menu', () => {
    it('is closed at first, and the hamburger toggles it, its label and its icon', async () => {
      const user = userEvent.setup()
      renderHeader()
      const toggle = screen.getByRole('button', { name: 'Open menu' })
      const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(toggle).toHaveAttribute('data-icon', 'menu')
      expect(menu).not.toBeVisible()

      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(toggle).toHaveAccessibleName('Close menu')
      expect(toggle).toHaveAttribute('data-icon', 'close')
      expect(menu).toBeVisible()
      const menuLinks = within(menu).getAllByRole('link')
      expect(menuLinks.map(link => link.textContent)).toEqual([
        'Home',
        'About Us',
        'Services',
        'Products',
        'Testimonials',
        '+233 20 000 0000',
      ])

      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(toggle).toHaveAttribute('data-icon', 'menu')
      expect(menu).not.toBeVisible()
    })

    it('closes when a link is chosen', async () => {
      const user = userEvent.setup()
      renderHeader()
      const toggle = screen.getByRole('button', { name: 'Open menu' })
      await user.click(toggle)
      const menu = document.getElementById('mobile-menu')!
      await user.click(within(menu).getByRole('link', { name: 'Products' }))
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(menu).not.toBeVisible()
    })

    it('closes on Escape and gives focus back to the hamburger', async () => {
      const user = userEvent.setup()
      renderHeader()
      const toggle = screen.getByRole('button', { name: 'Open menu' })
      await user.click(toggle)
      await user.keyboard('{Escape}')
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(toggle).toHaveFocus()
    })
  })

  describe('search', () => {
    let alert: jest.SpyInstance
    beforeEach(() => {
      alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
    })
    afterEach(() => alert.mockRestore())

    const openSearch = async (user: ReturnType<typeof userEvent.setup>) => {
      const toggle = screen.getByRole('button', { name: 'Open search' })
      await user.click(toggle)
      return { toggle, bar: document.getElementById('site-search')!, input: screen.getByRole('searchbox') }
    }

    it('is hidden until the toggle opens it, and the input then has focus', async () => {
      const user = userEvent.setup()
      renderHeader()
      expect(document.getElementById('site-search')).not.toBeVisible()
      const { toggle, bar, input } = await openSearch(user)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(bar).toBeVisible()
      expect(screen.getByRole('search')).toBeInTheDocument()
      expect(input).toHaveAccessibleName('Search products')
      expect(input).toHaveFocus()
    })

    it('alerts "You searched for: " with the trimmed text once, then clears the input and hides the bar', async () => {
      const user = userEvent.setup()
      renderHeader()
      const { toggle, bar, input } = await openSearch(user)
      await user.type(input, '  okro with ginger  {Enter}')
      expect(alert).toHaveBeenCalledTimes(1)
      expect(alert).toHaveBeenCalledWith('You searched for: okro with ginger')
      expect(input).toHaveValue('')
      expect(bar).not.toBeVisible()
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })

    it('does nothing for empty or whitespace-only text: no alert, and the bar stays open', async () => {
      const user = userEvent.setup()
      renderHeader()
      const { bar, input } = await openSearch(user)
      await user.type(input, '{Enter}')
      await user.type(input, '    {Enter}')
      await user.click(screen.getByRole('button', { name: 'Search' }))
      expect(alert).not.toHaveBeenCalled()
      expect(bar).toBeVisible()
    })

    it('closes on Escape and gives focus back to the toggle', async () => {
      const user = userEvent.setup()
      renderHeader()
      const { toggle, bar } = await openSearch(user)
      await user.keyboard('{Escape}')
      expect(bar).not.toBeVisible()
      expect(toggle).toHaveFocus()
    })
  })
})

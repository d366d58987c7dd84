import React from 'react'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Header } from '../../src/components/header/header'
import { SECTION, sectionIdFromLabel } from '../../src/config/section-ids'
import { site } from '../fixtures/landing-page'
import { UI_TEXT } from '../../src/config/ui-text'

const renderHeader = () => render(<Header site={site} />)

/**
 * jsdom has no Popover API: this gives an element the browser's open state, as a popover
 * toggled by the browser would have, and fires its `toggle` event.
 */
function setPopoverOpen(element: HTMLElement, open: boolean): void {
  const matches = Element.prototype.matches
  element.matches = selector => (selector === ':popover-open' ? open : matches.call(element, selector))
  if (!jest.isMockFunction(element.hidePopover))
    element.hidePopover = jest.fn(() => setPopoverOpen(element, false))
  act(() => {
    element.dispatchEvent(new Event('toggle'))
  })
}

describe('Header', () => {
  it('the menu offers WhatsApp beside the phone only when the content has a WhatsApp number', () => {
    const { unmount } = renderHeader()
    const menu = () => screen.getByRole('navigation', { name: 'Menu', hidden: true })
    const whatsapp = within(menu()).queryByRole('link', { hidden: true, name: UI_TEXT.whatsApp })
    if (site.whatsapp)
      expect(whatsapp).toHaveAttribute('href', expect.stringContaining(site.whatsapp.slice(1)))
    else expect(whatsapp).toBeNull()
    unmount()
    render(<Header site={{ ...site, whatsapp: null }} />)
    expect(within(menu()).queryByRole('link', { hidden: true, name: UI_TEXT.whatsApp })).toBeNull()
  })

  it('shows the brand, the nav links to their sections and the phone as a tel: link', () => {
    renderHeader()
    expect(screen.getByRole('banner')).toHaveTextContent(site.brand)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map(link => [link.textContent, link.getAttribute('href')])).toEqual(
      site.nav.map(label => [label, `#${sectionIdFromLabel(label)}`]),
    )
    const phone = screen.getAllByRole('link', { name: site.phone.display })[0]
    expect(phone).toHaveAttribute('href', `tel:${site.phone.tel}`)
  })

  it('the brand links to the top of the page, whatever the menu lists first', () => {
    const reordered = [...site.nav].reverse()
    render(<Header site={{ ...site, nav: reordered }} />)
    const brand = screen.getByRole('link', { name: site.brand })
    expect(brand).toHaveAttribute('href', `#${SECTION.home}`)
  })

  it('the search field carries autofocus, which the bar focuses as it opens, also when rendered in the browser', () => {
    renderHeader()
    // The server's HTML has it from React; rendered in the browser (gatsby develop) only by keepAutofocus.
    expect(screen.getByRole('searchbox', { hidden: true })).toHaveAttribute('autofocus')
  })

  it.each([
    ['mobile-menu', 'menu'],
    ['site-search', 'search'],
  ])('the %s toggle names its popover, and has both state labels for CSS to choose from', (id, what) => {
    renderHeader()
    const popover = document.getElementById(id)!
    expect(popover).toHaveAttribute('popover', 'auto')
    const toggle = document.querySelector(`button[popovertarget="${id}"]`)!
    expect(toggle).toHaveAttribute('aria-controls', id)
    expect(toggle).toHaveTextContent(new RegExp(`Open ${what}.*Close ${what}`))
  })

  it('menu: aria-expanded follows the popover once hydrated, and choosing a link closes it', async () => {
    const user = userEvent.setup()
    renderHeader()
    const menu = document.getElementById('mobile-menu')!
    const toggle = document.querySelector('button[popovertarget="mobile-menu"]')!
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    setPopoverOpen(menu, true)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(menu)
        .getAllByRole('link')
        .map(link => link.textContent),
    ).toEqual([...site.nav, site.phone.display, ...(site.whatsapp ? [UI_TEXT.whatsApp] : [])])
    await user.click(within(menu).getAllByRole('link')[0]!)
    expect(menu.hidePopover).toHaveBeenCalledTimes(1)
  })

  it('renders no aria-expanded on the server: before hydration the browser reports the popover state', async () => {
    const { renderToString } = await import('react-dom/server')
    const html = renderToString(<Header site={site} />)
    // React 19 writes popoverTarget; HTML attribute names are case-insensitive.
    expect(html).toMatch(/<button[^>]*popovertarget="mobile-menu"/i)
    expect(html).not.toMatch(/aria-expanded/)
  })

  describe('search', () => {
    let alert: jest.SpyInstance
    beforeEach(() => {
      alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
    })
    afterEach(() => alert.mockRestore())

    const openSearch = () => {
      renderHeader()
      const bar = document.getElementById('site-search')!
      setPopoverOpen(bar, true)
      const input = screen.getByRole('searchbox', { name: 'Search products' })
      return { bar, input, toggle: document.querySelector('button[popovertarget="site-search"]')! }
    }

    it('alerts "You searched for: " with the trimmed text once, then clears, hides and refocuses the toggle', async () => {
      const user = userEvent.setup()
      const { bar, input, toggle } = openSearch()
      await user.type(input, '  okro with ginger  {Enter}')
      expect(alert).toHaveBeenCalledTimes(1)
      expect(alert).toHaveBeenCalledWith('You searched for: okro with ginger')
      expect(input).toHaveValue('')
      expect(bar.hidePopover).toHaveBeenCalledTimes(1)
      expect(toggle).toHaveFocus()
    })

    it('does nothing for empty or whitespace-only text: no alert, and the bar stays open', async () => {
      const user = userEvent.setup()
      const { bar, input } = openSearch()
      await user.type(input, '{Enter}')
      await user.type(input, '    {Enter}')
      await user.click(screen.getByRole('button', { name: 'Search' }))
      expect(alert).not.toHaveBeenCalled()
      expect(bar.hidePopover).not.toHaveBeenCalled()
    })

    it('submits nowhere without JavaScript: the form uses method="dialog" outside any dialog', () => {
      openSearch()
      const form = screen.getByRole('search')
      expect(form).toHaveAttribute('method', 'dialog')
      expect(form.closest('dialog')).toBeNull()
      expect(form).not.toHaveAttribute('action')
    })
  })
})

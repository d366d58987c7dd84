import React from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Products } from '../../src/components/sections/products/products'
import { products, site } from '../fixtures/landing-page'

const renderProducts = (contact: Queries.OrderContactFragment = site) =>
  render(<Products copy={site.productsSection} products={products} contact={contact} />)

/** The <dialog>s, which jsdom does not expose as open dialogs in the accessibility tree. */
const dialogs = () => Array.from(document.querySelectorAll('dialog'))

describe('Products', () => {
  it('shows a card per product with image, name, pack size, description, price and Buy Now', () => {
    renderProducts()
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(3)
    const expected = [
      ['Powdered Okro One', '100 g', 'Delicious and nutritious, perfect for soups', 'GH15'],
      ['Powdered Okro Two', '250 g', 'Healthy, made with the finest ingredients', 'GH25'],
      ['Powdered Okro Three', '500 g', 'Premium quality for cooking needs', 'GH35'],
    ]
    cards.forEach((card, index) => {
      const [name, size, description, price] = expected[index]!
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(name!)
      expect(card).toHaveTextContent(size!)
      expect(card).toHaveTextContent(description!)
      expect(card).toHaveTextContent(price!)
      expect(within(card).getByRole('img')).toHaveAttribute('alt', products[index]!.imageAlt)
    })
  })

  it('links "Call us" in the intro to the farm’s number', () => {
    renderProducts()
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+233200000000')
  })

  it('each Buy Now opens its own dialog by invoker command, and both close buttons close it', () => {
    renderProducts()
    const buttons = screen.getAllByRole('button', { name: /Buy Now/ })
    expect(dialogs()).toHaveLength(3)
    buttons.forEach((button, index) => {
      const dialog = dialogs()[index]!
      expect(button).toHaveAttribute('command', 'show-modal')
      expect(button).toHaveAttribute('commandfor', dialog.id)
      // The no-JavaScript twin for engines without invoker commands: the dialog as a popover.
      expect(button).toHaveAttribute('popovertarget', dialog.id)
      expect(button).toHaveAttribute('popovertargetaction', 'show')
      expect(dialog).toHaveAttribute('popover', 'auto')
      expect(dialog).toHaveAttribute('closedby', 'any')
      expect(dialog).not.toHaveAttribute('open')
      const closers = within(dialog).getAllByRole('button', { hidden: true, name: /^Close/ })
      expect(closers.map(closer => closer.getAttribute('aria-label') ?? closer.textContent)).toEqual([
        'Close dialog',
        'Close',
      ])
      for (const closer of closers) {
        expect(closer).toHaveAttribute('command', 'close')
        expect(closer).toHaveAttribute('commandfor', dialog.id)
        expect(closer).toHaveAttribute('popovertarget', dialog.id)
        expect(closer).toHaveAttribute('popovertargetaction', 'hide')
      }
    })
  })

  it.each(products.map((product, index) => [product.name, index] as const))(
    'the dialog of %s has its name, pack size, price, the call message and a WhatsApp order',
    (name, index) => {
      renderProducts()
      const product = products[index]!
      const dialog = dialogs()[index]!
      const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)
      expect(title).toHaveTextContent(name)
      expect(dialog).toHaveTextContent(product.packSize)
      expect(dialog).toHaveTextContent(`Price: ${product.price}`)
      const call = within(dialog).getByRole('link', { hidden: true, name: 'Call +233 20 000 0000 To Buy!' })
      expect(call).toHaveAttribute('href', 'tel:+233200000000')
      const whatsapp = within(dialog).getByRole('link', { hidden: true, name: 'Order on WhatsApp' })
      const url = new URL(whatsapp.getAttribute('href')!)
      expect(url.origin + url.pathname).toBe('https://wa.me/233200000000')
      expect(url.searchParams.get('text')).toBe(
        `Hello Drobonso Farms, I would like to order ${name} (${product.price}).`,
      )
    },
  )

  it('offers no WhatsApp order when the farm has no WhatsApp number', () => {
    renderProducts({ ...site, whatsapp: null })
    expect(screen.queryAllByRole('link', { hidden: true, name: 'Order on WhatsApp' })).toEqual([])
  })

  describe('Copy number', () => {
    it('copies the number and says so, visibly and to screen readers', async () => {
      const user = userEvent.setup()
      const writeText = jest.fn(() => Promise.resolve())
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
      renderProducts()
      const dialog = dialogs()[0]!
      await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Copy number' }))
      expect(writeText).toHaveBeenCalledWith('+233200000000')
      expect(within(dialog).getByRole('button', { hidden: true, name: 'Copied' })).toBeInTheDocument()
      expect(within(dialog).getByRole('status', { hidden: true })).toHaveTextContent('Copied +233200000000')
    })

    it('selects the number on screen where the Clipboard API is missing', async () => {
      const user = userEvent.setup()
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
      renderProducts()
      const dialog = dialogs()[0]!
      await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Copy number' }))
      expect(window.getSelection()?.toString()).toBe('+233 20 000 0000')
      expect(within(dialog).getByRole('status', { hidden: true })).toHaveTextContent('Number selected')
    })
  })
})

import React from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Products } from '../../src/components/sections/products/products'
import { products, site } from '../fixtures/landing-page'

const renderProducts = () =>
  render(<Products copy={site.productsSection} products={products} phone={site.phone} />)

describe('Products', () => {
  it('shows a card per product with image, name, description, price and Buy Now', () => {
    renderProducts()
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(3)
    const expected = [
      ['Powdered Okro One', 'Delicious and nutritious, perfect for soups', 'GH15'],
      ['Powdered Okro Two', 'Healthy, made with the finest ingredients', 'GH25'],
      ['Powdered Okro Three', 'Premium quality for cooking needs', 'GH35'],
    ]
    cards.forEach((card, index) => {
      const [name, description, price] = expected[index]!
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(name!)
      expect(card).toHaveTextContent(description!)
      expect(card).toHaveTextContent(price!)
      expect(within(card).getByRole('img')).toHaveAttribute('alt', products[index]!.imageAlt)
      expect(within(card).getByRole('button', { name: /Buy Now/ })).toBeInTheDocument()
    })
  })

  it('has no dialog until Buy Now is pressed', () => {
    renderProducts()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each(products.map((product, index) => [product.name, product.price, index] as const))(
    'Buy Now on %s opens its dialog with "Price: %s" and the call message',
    async (name, price, index) => {
      const user = userEvent.setup()
      renderProducts()
      await user.click(screen.getAllByRole('button', { name: /Buy Now/ })[index]!)
      const dialog = screen.getByRole('dialog', { name: name })
      expect(dialog).toHaveAttribute('aria-modal', 'true')
      expect(dialog).toHaveTextContent(`Price: ${price}`)
      expect(dialog).toHaveTextContent('Call +233 20 000 0000 To Buy!')
      expect(within(dialog).getByRole('link', { name: '+233 20 000 0000' })).toHaveAttribute(
        'href',
        'tel:+233200000000',
      )
    },
  )

  it.each([
    [
      'the × button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close dialog' })),
    ],
    [
      'the Close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'a backdrop click',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('modal-backdrop')),
    ],
  ])('%s closes the dialog and returns focus to Buy Now', async (_how, close) => {
    const user = userEvent.setup()
    renderProducts()
    const buy = screen.getAllByRole('button', { name: /Buy Now/ })[1]!
    await user.click(buy)
    const dialog = screen.getByRole('dialog')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.documentElement.style.overflow).toBe('hidden')
    await close(user)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // focus-trap hands focus back on the next tick.
    await waitFor(() => expect(buy).toHaveFocus())
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    renderProducts()
    await user.click(screen.getAllByRole('button', { name: /Buy Now/ })[0]!)
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 5; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true })
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })
})

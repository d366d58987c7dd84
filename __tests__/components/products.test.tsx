import React from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Products } from '../../src/components/sections/products/products'
import { products, site } from '../fixtures/landing-page'
import { gramsOf, stockNote } from '../../plugins/content-source/data-layer/ordering'
import { UI_TEXT } from '../../src/config/ui-text'
import { builtContent } from '../fixtures/content'
import { expectEntriesShown } from '../fixtures/entries-shown'

const renderProducts = (shown: Queries.ProductsFragment = site, shownProducts = products) =>
  render(<Products site={shown} products={shownProducts} />)

/** The <dialog>s, which jsdom does not expose as open dialogs in the accessibility tree. */
const dialogs = () => Array.from(document.querySelectorAll('dialog'))

const bare = (product: (typeof products)[number]) => ({ ...product, shelfLife: null, storage: null })

describe('Products', () => {
  it('shows a card per product with image, name, pack size, description, price and Buy Now', () => {
    renderProducts()
    const cards = screen.getAllByRole('article')
    expectEntriesShown(
      cards,
      products,
      product => product.name,
      product => [product.packSize, product.description, product.price],
    )
    cards.forEach((card, index) => {
      expect(within(card).getByRole('img')).toHaveAttribute('alt', products[index]!.imageAlt)
      expect(within(card).getByRole('button', { name: /Buy Now/ })).toBeInTheDocument()
    })
  })

  it('says the ingredients once above the cards when every pack has the same, not on each card', () => {
    const same = ['Fresh okro', 'Ginger', 'Garlic']
    renderProducts(
      site,
      products.map(product => ({ ...product, ingredients: same })),
    )
    const line = screen.getByText(same.join(', '), { exact: false, selector: 'p' })
    expect(line).toHaveTextContent(`${UI_TEXT.inEveryPack} ${same.join(', ')}`)
    expect(line.closest('article')).toBeNull()
    for (const card of screen.getAllByRole('article')) expect(card).not.toHaveTextContent(same.join(', '))
  })

  it("shows each card's format, pack size and price per 100 g worked out from the price", () => {
    renderProducts()
    screen.getAllByRole('article').forEach((card, index) => {
      const product = builtContent().products[index]!
      if (product.format) expect(card).toHaveTextContent(`${product.format} · ${product.packSize}`)
      const cedis = (Number(product.price.slice(2)) * 100) / gramsOf(product.packSize)
      expect(card).toHaveTextContent(new RegExp(`GH${cedis.toFixed(2).replace(/\.00$/, '')} per 100 g`))
    })
  })

  it('lists the ingredients on each card when the packs differ, and no line for one without', () => {
    const listed = { ...products[0]!, productId: 1000, ingredients: ['Fresh okro', 'Ginger'] }
    const unlisted = { ...products[0]!, productId: 1001, ingredients: null }
    renderProducts(site, [...products, listed, unlisted])
    const cards = screen.getAllByRole('article')
    products.forEach((product, index) => {
      if (product.ingredients) expect(cards[index]).toHaveTextContent(product.ingredients.join(', '))
    })
    const [listedCard, unlistedCard] = cards.slice(-2) as [HTMLElement, HTMLElement]
    expect(within(listedCard).getByText('Fresh okro, Ginger')).toBeInTheDocument()
    expect(listedCard.querySelectorAll('p')).toHaveLength(unlistedCard.querySelectorAll('p').length + 1)
  })

  it('links "Call us" in the intro to the farm’s number', () => {
    // The farm may word its own intro without the phrase: this one has it.
    render(
      <Products
        site={{ ...site, productsSection: { ...site.productsSection, intro: 'Call us to order.' } }}
        products={products}
      />,
    )
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', `tel:${site.phone.tel}`)
  })

  it("each dialog opens on its product's name: the heading carries autofocus, also when the page is rendered in the browser", () => {
    renderProducts()
    const focusedFirst = dialogs().map(dialog =>
      Array.from(dialog.querySelectorAll('[autofocus]')).map(element => [
        element.tagName,
        element.textContent,
      ]),
    )
    // The server's HTML has it from React; rendered in the browser (gatsby develop) only by keepAutofocus.
    expect(focusedFirst).toEqual(products.map(product => [['H2', product.name]]))
  })

  it('each Buy Now opens its own dialog by invoker command, and both close buttons close it', () => {
    renderProducts()
    const buttons = screen.getAllByRole('button', { name: /Buy Now/ })
    expect(dialogs()).toHaveLength(products.length)
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
      const call = within(dialog).getByRole('link', {
        hidden: true,
        name: `Call ${site.phone.display} To Buy!`,
      })
      expect(call).toHaveAttribute('href', `tel:${site.phone.tel}`)
      const whatsapp = within(dialog).queryByRole('link', { hidden: true, name: 'Order on WhatsApp' })
      // WhatsApp is optional in the content: without a number the dialog offers no WhatsApp order.
      if (!site.whatsapp) {
        expect(whatsapp).toBeNull()
        return
      }
      const url = new URL(whatsapp!.getAttribute('href')!)
      expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`)
      // The total is the price plus one delivery fee per order, and the message says so.
      expect(url.searchParams.get('text')).toBe(
        `Hello ${site.brand}, I would like to order ${name}, ${product.packSize} (${product.price}), plus the delivery fee for my town (one fee per order). Please deliver to (my town): `,
      )
    },
  )

  it('adds one line on delivery and payment to every dialog, with a link to How to order', () => {
    renderProducts()
    for (const dialog of dialogs()) {
      const link = within(dialog).getByRole('link', { hidden: true, name: 'How to order' })
      expect(link).toHaveAttribute('href', '#how-to-order')
      expect(link.parentElement).toHaveTextContent(`${site.ordering.summary} How to order`)
    }
    expect(document.getElementById('how-to-order')).toBeInTheDocument()
  })

  it('says a sold-out product is out of stock on its card and in its dialog; its Buy Now still opens it', () => {
    const [first, second, ...rest] = products
    const soldOut = [
      { ...first!, stockNote: stockNote({ inStock: false, nextHarvest: 'March' }) },
      { ...second!, stockNote: stockNote({ inStock: false }) },
      ...rest.map(product => ({ ...product, stockNote: stockNote({ inStock: true }) })),
    ]
    renderProducts(site, soldOut)
    const cards = screen.getAllByRole('article')
    expect(cards[0]).toHaveTextContent('Out of stock: next harvest in March; call to reserve')
    expect(dialogs()[0]).toHaveTextContent('Out of stock: next harvest in March; call to reserve')
    expect(cards[1]).toHaveTextContent('Out of stock; call to reserve')
    expect(dialogs()[1]).toHaveTextContent('Out of stock; call to reserve')
    expect(within(cards[0]!).getByRole('button', { name: /Buy Now/ })).toHaveAttribute(
      'commandfor',
      dialogs()[0]!.id,
    )
    // The spec's texts stay: the price and the call.
    expect(dialogs()[0]).toHaveTextContent(`Price: ${first!.price}`)
    expect(dialogs()[0]).toHaveTextContent(`Call ${site.phone.display} To Buy!`)
    for (const [index, card] of cards.slice(2).entries()) {
      expect(card).not.toHaveTextContent('Out of stock')
      expect(dialogs()[index + 2]).not.toHaveTextContent('Out of stock')
    }
  })

  it("gives each dialog the pack's shelf life and storage where the content sets them, and no line where not", () => {
    const [first, ...rest] = products
    renderProducts(site, [{ ...first!, shelfLife: '9 months', storage: null }, ...rest.map(bare)])
    const [withShelfLife, ...without] = dialogs()
    // Closed dialogs are hidden from the accessibility tree in jsdom, so the terms are found by tag.
    const terms = [...withShelfLife!.querySelectorAll('dt')]
    expect(terms.map(term => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      [UI_TEXT.shelfLife, '9 months'],
    ])
    for (const dialog of without) expect(dialog.querySelector('dl')).toBeNull()
  })

  it("shows the content's shelf life and storage in the dialogs", () => {
    renderProducts()
    dialogs().forEach((dialog, index) => {
      const { shelfLife, storage } = products[index]!
      if (shelfLife) expect(dialog).toHaveTextContent(`${UI_TEXT.shelfLife}${shelfLife}`)
      if (storage) expect(dialog).toHaveTextContent(`${UI_TEXT.storage}${storage}`)
    })
  })

  it("shows the farm's FDA Ghana registration number in every dialog only when it is set", () => {
    renderProducts({ ...site, fdaNumber: 'FDA/DK.26-0001' })
    for (const dialog of dialogs()) expect(dialog).toHaveTextContent(`${UI_TEXT.fdaNumber} FDA/DK.26-0001`)
    document.body.innerHTML = ''
    renderProducts({ ...site, fdaNumber: null })
    for (const dialog of dialogs()) expect(dialog).not.toHaveTextContent(UI_TEXT.fdaNumber)
  })

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
      expect(writeText).toHaveBeenCalledWith(site.phone.tel)
      expect(within(dialog).getByRole('button', { hidden: true, name: 'Copied' })).toBeInTheDocument()
      // The number as the page shows it, not the digits the clipboard holds.
      expect(within(dialog).getByRole('status', { hidden: true })).toHaveTextContent(
        `Copied ${site.phone.display}`,
      )
    })

    it('selects the number on screen where the Clipboard API is missing', async () => {
      const user = userEvent.setup()
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
      renderProducts()
      const dialog = dialogs()[0]!
      await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Copy number' }))
      expect(window.getSelection()?.toString()).toBe(site.phone.display)
      expect(within(dialog).getByRole('status', { hidden: true })).toHaveTextContent('Number selected')
    })
  })
})

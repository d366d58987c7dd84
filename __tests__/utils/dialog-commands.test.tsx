import React from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Products } from '../../src/components/sections/products/products'
import HEAD_SCRIPT from '../../src/inline-scripts/head.inline?script'
import { dialogCommands } from '../../src/utils/dialog-commands'
import { products, site } from '../fixtures/landing-page'

// jsdom knows neither invoker commands nor closedby, like WebKit before Safari 26.2, and has no
// showModal / close either: these stand in for the browser's.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
})
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open')
})
Object.assign(HTMLDialogElement.prototype, { showModal, close })

/** Whether the last click reached the page cancelled (so a popovertarget twin would not act). */
let lastClickCancelled = false
window.addEventListener('click', event => (lastClickCancelled = event.defaultPrevented))

// The script the page ships, compiled as in the build and run as the browser runs it: once, before anything renders.
beforeAll(() => new Function(HEAD_SCRIPT)())
beforeEach(() => {
  showModal.mockClear()
  close.mockClear()
})

const renderProducts = () => {
  render(<Products site={site} products={products} />)
  const dialog = document.querySelectorAll('dialog')[1]!
  return { dialog, buy: screen.getAllByRole('button', { name: /Buy Now/ })[1]! }
}

it('Buy Now opens its dialog once, and cancels the click so the popover twin stays still', async () => {
  const user = userEvent.setup()
  const { dialog, buy } = renderProducts()
  await user.click(buy)
  expect(showModal).toHaveBeenCalledTimes(1)
  expect(showModal.mock.contexts[0]).toBe(dialog)
  expect(lastClickCancelled).toBe(true)
  await user.click(buy)
  expect(showModal).toHaveBeenCalledTimes(1)
})

it.each(['Close dialog', 'Close'])('%s closes the open dialog once', async name => {
  const user = userEvent.setup()
  const { dialog, buy } = renderProducts()
  await user.click(buy)
  await user.click(within(dialog).getByRole('button', { name }))
  expect(close).toHaveBeenCalledTimes(1)
  expect(dialog).not.toHaveAttribute('open')
})

it('a click on the backdrop closes the dialog (closedby="any")', async () => {
  const user = userEvent.setup()
  const { dialog, buy } = renderProducts()
  await user.click(buy)
  // jsdom lays nothing out: the dialog's box is at 0,0 with no size, so this point is outside it.
  await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 8, clientY: 400 } })
  expect(close).toHaveBeenCalledTimes(1)
})

it('a text selection dragged from the box onto the backdrop does not close it', async () => {
  const user = userEvent.setup()
  const { dialog, buy } = renderProducts()
  await user.click(buy)
  fireEvent.pointerDown(within(dialog).getByRole('heading'), { clientX: 0, clientY: 0 })
  fireEvent.click(dialog, { clientX: 8, clientY: 400 })
  expect(close).not.toHaveBeenCalled()
})

it('adds nothing where the engine has invoker commands and closedby', () => {
  const added = jest.spyOn(document, 'addEventListener')
  Object.defineProperty(HTMLButtonElement.prototype, 'commandForElement', { value: null, configurable: true })
  Object.defineProperty(HTMLDialogElement.prototype, 'closedBy', { value: 'auto', configurable: true })
  try {
    dialogCommands(document)
    expect(added).not.toHaveBeenCalled()
  } finally {
    delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement
    delete (HTMLDialogElement.prototype as { closedBy?: unknown }).closedBy
    added.mockRestore()
  }
})

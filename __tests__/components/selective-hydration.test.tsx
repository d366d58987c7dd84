import React, { startTransition } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { LandingPage } from '../fixtures/section-page'
import { UI_TEXT } from '../../src/config/ui-text'
import { SECTION } from '../../src/config/section-ids'
import { products, site, testimonials } from '../fixtures/landing-page'

// Real scheduling, as in the browser: act() would finish the whole hydration before the tap.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })

/** Copy buttons React has made usable: the server's HTML holds them disabled, in their place. */
const copyButtons = (section: Element): Element[] =>
  [...section.querySelectorAll('button')].filter(
    button => button.textContent === UI_TEXT.copyNumber && !button.disabled,
  )

// React keeps its fiber on each element it has hydrated (an internal key, named so since React 17).
const hydrated = (element: Element): boolean =>
  Object.keys(element).some(key => key.startsWith('__reactFiber$'))

it('a tap in the header during hydration hydrates the header at once and leaves the sections for later', async () => {
  const page = <LandingPage site={site} products={products} testimonials={testimonials} />
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(page)
  const menuToggle = container.querySelector('button[aria-controls="mobile-menu"]')!
  const productsSection = container.querySelector(`#${SECTION.products}`)!
  expect(copyButtons(productsSection)).toHaveLength(0)
  expect(menuToggle).not.toHaveAttribute('aria-expanded')

  // Development React names every mismatch between the server's HTML and the first client render; production does not.
  const errors = jest.spyOn(console, 'error')
  startTransition(() => {
    hydrateRoot(container, page)
  })
  menuToggle.dispatchEvent(new MouseEvent('click', { bubbles: true }))

  // At once after the tap, with no task run in between: the header answers React's own handler (a held
  // Enter is not repeated), while the products section is still the server's HTML.
  const heldEnter = new KeyboardEvent('keydown', {
    key: 'Enter',
    repeat: true,
    bubbles: true,
    cancelable: true,
  })
  menuToggle.dispatchEvent(heldEnter)
  expect(heldEnter.defaultPrevented).toBe(true)
  for (const id of [SECTION.about, SECTION.products, SECTION.testimonials])
    expect(hydrated(container.querySelector(`#${id}`)!)).toBe(false)

  // The rest follows in the background (the Copy button appears once its section's effects have run); the 30 s is
  // a limit on hanging, since two Jest workers share the cores.
  for (let wait = 0; wait < 1500 && copyButtons(productsSection).length === 0; wait++)
    await new Promise(resolve => setTimeout(resolve, 20))
  expect(copyButtons(productsSection).length).toBeGreaterThan(0)
  expect(menuToggle).toHaveAttribute('aria-expanded', 'false')
  expect(errors).not.toHaveBeenCalled()
})

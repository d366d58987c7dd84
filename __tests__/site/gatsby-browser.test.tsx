import React, { startTransition, useState } from 'react'
import { act, fireEvent } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { BrowserPluginArgs, PluginOptions } from 'gatsby'
import { replaceHydrateFunction, shouldUpdateScroll } from '../../gatsby-browser'

// Wrapped so the test sees whether hydration was started inside a transition.
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react')
  return { ...actual, startTransition: jest.fn(actual.startTransition) }
})

function Counter() {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>Tapped {count}</button>
}

it('hydrates the page inside a transition, so React yields to the browser while it works', () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Counter />)
  document.body.append(container)
  const hydrate = replaceHydrateFunction!({} as BrowserPluginArgs, {} as PluginOptions) as unknown as (
    element: React.ReactElement,
    container: Element,
  ) => void
  act(() => hydrate(<Counter />, container))
  expect(startTransition).toHaveBeenCalledTimes(1)
  const button = container.querySelector('button')!
  // The server's button is kept and now answers through React.
  act(() => {
    fireEvent.click(button)
  })
  expect(button).toHaveTextContent('Tapped 1')
  container.remove()
})

it('leaves the first scroll to the browser, and hash changes to the smooth scroll', () => {
  type Args = Parameters<NonNullable<typeof shouldUpdateScroll>>[0]
  const at = (pathname: string) => ({ location: { pathname } })
  const scroll = (args: object) => shouldUpdateScroll!(args as Args, {} as PluginOptions)
  expect(scroll({ prevRouterProps: undefined, routerProps: at('/about/') })).toBe(false)
  expect(scroll({ prevRouterProps: at('/'), routerProps: at('/') })).toBe(false)
  expect(scroll({ prevRouterProps: at('/'), routerProps: at('/about/') })).toBe(true)
})

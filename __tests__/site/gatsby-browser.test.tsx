import React, { startTransition, useState } from 'react'
import { act, fireEvent } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { BrowserPluginArgs, PluginOptions } from 'gatsby'
import { onClientEntry, replaceHydrateFunction, shouldUpdateScroll } from '../../gatsby-browser'

// Wrapped so the test sees whether hydration was started inside a transition.
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react')
  return { ...actual, startTransition: jest.fn(actual.startTransition) }
})

function Counter() {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>Tapped {count}</button>
}

/** The renderer Gatsby gets: (element, container), returning the cleanup it calls to unmount. */
const renderer = () =>
  replaceHydrateFunction!({} as BrowserPluginArgs, {} as PluginOptions) as unknown as (
    element: React.ReactElement,
    container: Element,
  ) => () => void

beforeEach(() => jest.mocked(startTransition).mockClear())

it('hydrates the page inside a transition, so React yields to the browser while it works', () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Counter />)
  document.body.append(container)
  const errors = jest.spyOn(console, 'error')
  let unmount = (): void => undefined
  act(() => {
    unmount = renderer()(<Counter />, container)
  })
  expect(startTransition).toHaveBeenCalledTimes(1)
  const button = container.querySelector('button')!
  // The server's button is kept and now answers through React.
  act(() => {
    fireEvent.click(button)
  })
  expect(button).toHaveTextContent('Tapped 1')
  act(() => unmount())
  expect(container).toBeEmptyDOMElement()
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  container.remove()
})

it('renders into an empty container, as gatsby develop serves the page and mounts its loading indicator, and unmounts it when Gatsby asks', () => {
  const container = document.createElement('div')
  document.body.append(container)
  const errors = jest.spyOn(console, 'error')
  let unmount = (): void => undefined
  act(() => {
    unmount = renderer()(<Counter />, container)
  })
  // Hydrating nothing would be a mismatch, which React reports and Gatsby's overlay shows.
  expect(errors).not.toHaveBeenCalled()
  expect(startTransition).not.toHaveBeenCalled()
  act(() => {
    fireEvent.click(container.querySelector('button')!)
  })
  expect(container).toHaveTextContent('Tapped 1')
  act(() => unmount())
  expect(container).toBeEmptyDOMElement()
  errors.mockRestore()
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

it('lets Gatsby start loading the page in a task of its own, after the one that evaluated the bundles', async () => {
  jest.useFakeTimers()
  try {
    let resolved = false
    const entry = Promise.resolve(onClientEntry!({} as BrowserPluginArgs, {} as PluginOptions)).then(() => {
      resolved = true
    })
    // Every microtask of this task runs, yet Gatsby's next step waits for a later task.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve()
    expect(resolved).toBe(false)
    await jest.runOnlyPendingTimersAsync()
    await entry
    expect(resolved).toBe(true)
  } finally {
    jest.useRealTimers()
  }
})

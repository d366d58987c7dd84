import React from 'react'
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { Header } from '../../src/components/header/header'
import END_OF_BODY_SCRIPT from '../../src/inline-scripts/end-of-body.inline?script'
import {
  DECODE_WAIT_LIMIT_MS,
  DEFERRED_SCRIPTS_ID,
  LOAD_WAIT_LIMIT_MS,
  PENDING_SEARCH_ATTRIBUTE,
} from '../../src/utils/deferred-scripts'
import { site } from '../fixtures/landing-page'

/** The hero's decode, finished when the test says so (jsdom decodes nothing). */
let finishDecoding: () => void = () => undefined

/** The page as built: server HTML with an eager hero, then Gatsby's post-body scripts held in the template. */
function builtPage(): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby">${renderToString(<Header site={site} />)}<img id="hero" src="/hero.avif" alt=""><img src="/later.avif" loading="lazy" alt=""></div>
    <template id="${DEFERRED_SCRIPTS_ID}"><script id="first">window.order = ['inline']</script><script src="/app.js" async></script></template>`
  const decoding = new Promise<void>(resolve => (finishDecoding = resolve))
  ;(document.getElementById('hero') as HTMLImageElement).decode = () => decoding
  return document.getElementById('___gatsby')!
}

/** Lets promise callbacks run (the fake timers hold only timers and frames). */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/** Runs the loader as the page does, with its own document; returns a way to fire `load`. */
function runLoader(): () => void {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true })
  new Function(END_OF_BODY_SCRIPT)()
  return () => window.dispatchEvent(new Event('load'))
}

const addedScripts = () => [...document.body.querySelectorAll(':scope > script')] as HTMLScriptElement[]

beforeEach(() => {
  // jsdom has no popovers; the engines the wait is for do.
  Object.defineProperty(HTMLElement.prototype, 'popover', { value: null, configurable: true })
  // Nor CSS.supports, which the script asks for scroll-initial-target: jsdom answers as an engine without it.
  window.CSS.supports = () => false
  jest.useFakeTimers()
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0)
    return 1
  })
})
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
})

it("adds nothing before load and the hero's decode, then copies every held script once, after two frames and an idle moment", async () => {
  builtPage()
  const fireLoad = runLoader()
  jest.advanceTimersByTime(LOAD_WAIT_LIMIT_MS - 1)
  expect(addedScripts()).toEqual([])
  fireLoad()
  await settle()
  jest.advanceTimersByTime(DECODE_WAIT_LIMIT_MS - 1)
  // The eager image is not decoded yet, so it is not painted: nothing starts.
  expect(window.requestIdleCallback).not.toHaveBeenCalled()
  finishDecoding()
  await settle()
  // Two frames, so the decoded image has been painted.
  jest.advanceTimersToNextFrame()
  expect(window.requestIdleCallback).not.toHaveBeenCalled()
  jest.advanceTimersToNextFrame()
  expect(window.requestIdleCallback).toHaveBeenCalledTimes(1)
  expect(addedScripts()).toEqual([])
  jest.runAllTimers()
  const added = addedScripts()
  expect(
    added.map(script => [
      script.getAttribute('id'),
      script.getAttribute('src'),
      script.hasAttribute('async'),
    ]),
  ).toEqual([
    ['first', null, false],
    [null, '/app.js', true],
  ])
  expect(added[0]!.text).toBe("window.order = ['inline']")
  fireLoad()
  await settle()
  jest.runAllTimers()
  expect(addedScripts()).toHaveLength(2)
})

it('waits no longer than its limits when load or a decode never comes (an image stalled on the link)', async () => {
  builtPage()
  runLoader()
  jest.advanceTimersByTime(LOAD_WAIT_LIMIT_MS)
  await settle()
  expect(addedScripts()).toEqual([])
  jest.advanceTimersByTime(DECODE_WAIT_LIMIT_MS)
  await settle()
  jest.runAllTimers()
  expect(addedScripts()).toHaveLength(2)
})

it('starts the scripts at once in an engine without popovers, whose menu and search need them', () => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).popover
  builtPage()
  runLoader()
  expect(addedScripts()).toHaveLength(2)
})

it('a search sent before hydration marks its form and asks for the scripts at once; hydration answers it once', () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
  const root = builtPage()
  runLoader()
  const form = root.querySelector<HTMLFormElement>('form[role="search"]')!
  const input = form.querySelector('input')!
  input.value = '  okro  '
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  expect(form).toHaveAttribute(PENDING_SEARCH_ATTRIBUTE)
  expect(addedScripts()).toHaveLength(2)
  expect(alert).not.toHaveBeenCalled()

  act(() => {
    hydrateRoot(root, <Header site={site} />)
  })
  expect(alert).toHaveBeenCalledTimes(1)
  expect(alert).toHaveBeenCalledWith(`You searched for: okro`)
  expect(input).toHaveValue('')
  expect(form).not.toHaveAttribute(PENDING_SEARCH_ATTRIBUTE)
  alert.mockRestore()
})

it('an empty search sent before hydration alerts nothing once hydrated', () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
  const root = builtPage()
  runLoader()
  const form = root.querySelector<HTMLFormElement>('form[role="search"]')!
  form.querySelector('input')!.value = '   '
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  act(() => {
    hydrateRoot(root, <Header site={site} />)
  })
  expect(alert).not.toHaveBeenCalled()
  expect(form).not.toHaveAttribute(PENDING_SEARCH_ATTRIBUTE)
  alert.mockRestore()
})

/**
 * The inline loader that starts Gatsby's scripts after the first paint (gatsby-ssr.tsx puts them
 * in a <template>): it must run them all, once, in the order Gatsby wrote them.
 */
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER } from '../../src/config/deferred-scripts'

declare global {
  interface Window {
    ranScripts?: string[]
  }
}

describe('the deferred scripts loader', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    window.ranScripts = []
    document.body.innerHTML = `<main>page</main><template id="${DEFERRED_SCRIPTS_ID}">
      <script>window.ranScripts.push('chunk-mapping')</script>
      <script>window.ranScripts.push('compilation-hash')</script>
      <script src="/app-123.js" async></script>
    </template>`
  })
  afterEach(() => jest.useRealTimers())

  const start = () => new Function(DEFERRED_SCRIPTS_LOADER)()

  it('waits for the first frame, then re-creates every script in order, copying attributes', () => {
    start()
    expect(window.ranScripts).toEqual([])
    expect(document.body.querySelectorAll(':scope > script')).toHaveLength(0)
    jest.advanceTimersByTime(100)
    expect(window.ranScripts).toEqual(['chunk-mapping', 'compilation-hash'])
    const external = document.body.querySelector(':scope > script[src]')!
    expect(external.getAttribute('src')).toBe('/app-123.js')
    expect(external.hasAttribute('async')).toBe(true)
  })

  it('runs them once even when the background-tab timer fires too', () => {
    start()
    jest.advanceTimersByTime(5000)
    expect(window.ranScripts).toEqual(['chunk-mapping', 'compilation-hash'])
    expect(document.body.querySelectorAll(':scope > script[src]')).toHaveLength(1)
  })
})

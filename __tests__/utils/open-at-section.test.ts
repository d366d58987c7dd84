import { OPEN_AT_ATTRIBUTE, openAtSection } from '../../src/utils/open-at-section'
import { SECTION } from '../../src/config/section-ids'

// An engine without scroll-initial-target (Firefox, Safari), where the inline script opens the route itself.
describe('openAtSection', () => {
  let scrollY = 0
  // Each test's own load listener only: jsdom's window outlives a test.
  let onLoad: (() => void) | undefined

  beforeEach(() => {
    scrollY = 0
    document.body.innerHTML = `<a href="#${SECTION.home}">Home</a><section id="${SECTION.products}" tabindex="-1"></section>`
    document.body.setAttribute(OPEN_AT_ATTRIBUTE, SECTION.products)
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY })
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10000 })
    window.scrollTo = jest.fn((options: ScrollToOptions) => {
      scrollY = options.top ?? 0
    }) as unknown as typeof window.scrollTo
    document.getElementById(SECTION.products)!.getBoundingClientRect = () =>
      ({ top: 900 - scrollY }) as DOMRect
    window.CSS = { supports: () => false } as unknown as typeof window.CSS
    window.history.replaceState(null, '', '/product/')
    onLoad = undefined
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'load') onLoad = listener as () => void
    })
  })

  afterEach(() => jest.restoreAllMocks())

  it('opens the route at its section, focus with it, and follows it once the page has loaded', () => {
    openAtSection(document)
    const section = document.getElementById(SECTION.products)!
    expect(scrollY).toBe(900)
    expect(document.activeElement).toBe(section)
    // A late image moved the section down; the visitor has not moved.
    section.getBoundingClientRect = () => ({ top: 1000 - scrollY }) as DOMRect
    onLoad!()
    expect(scrollY).toBe(1000)
  })

  it('leaves the focus where a keyboard visitor moved it before the page loaded', () => {
    openAtSection(document)
    const link = document.querySelector('a')!
    link.focus()
    onLoad!()
    expect(document.activeElement).toBe(link)
  })
})

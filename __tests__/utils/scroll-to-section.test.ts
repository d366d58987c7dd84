import { easeInOutCubic, scrollToSection } from '../../src/utils/scroll-to-section'
import { SCROLL_DURATION_MS } from '../../src/utils/scroll-to-section'
import { SECTION } from '../../src/config/section-ids'

const HEADER = 72
const SECTION_TOP = 2000

describe('scrollToSection', () => {
  let scrollY = 0
  let scrollCalls: number[]

  beforeEach(() => {
    jest.useFakeTimers()
    scrollY = 0
    scrollCalls = []
    document.body.innerHTML = '<section id="products" tabindex="-1">Products</section>'
    document.documentElement.style.scrollPaddingTop = `${HEADER}px`
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY })
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10000 })
    window.scrollTo = jest.fn((options: ScrollToOptions) => {
      scrollY = options.top ?? 0
      scrollCalls.push(scrollY)
    }) as unknown as typeof window.scrollTo
    const section = document.getElementById(SECTION.products)!
    section.getBoundingClientRect = () => ({ top: SECTION_TOP - scrollY }) as DOMRect
    window.history.replaceState(null, '', '/')
  })

  afterEach(() => jest.useRealTimers())

  it('is defined as 500 ms, as the spec says', () => {
    expect(SCROLL_DURATION_MS).toBe(500)
  })

  it('animates over 500 ms through intermediate positions and lands just below the header', () => {
    expect(scrollToSection('products')).toBe(true)
    jest.advanceTimersByTime(250)
    const midway = scrollY
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(SECTION_TOP - HEADER)
    jest.advanceTimersByTime(200)
    expect(scrollY).toBeLessThan(SECTION_TOP - HEADER)
    jest.advanceTimersByTime(100)
    expect(scrollY).toBe(SECTION_TOP - HEADER)
    expect(new Set(scrollCalls).size).toBeGreaterThan(10)
    expect(document.activeElement).toBe(document.getElementById(SECTION.products))
    expect(window.location.hash).toBe(`#${SECTION.products}`)
  })

  it('lands on the target where it is at the end, when sections above it change height on the way', () => {
    // A section skipped while off screen takes its real height as the scroll passes it.
    let sectionTop = SECTION_TOP
    document.getElementById(SECTION.products)!.getBoundingClientRect = () =>
      ({ top: sectionTop - scrollY }) as DOMRect
    scrollToSection('products')
    jest.advanceTimersByTime(250)
    sectionTop += 340
    jest.advanceTimersByTime(300)
    expect(scrollY).toBe(SECTION_TOP + 340 - HEADER)
  })

  it('jumps in one step when motion is reduced', () => {
    scrollToSection('products', { instant: true })
    expect(scrollCalls).toEqual([SECTION_TOP - HEADER])
  })

  it('leaves the URL alone when asked to (a route opening at its section)', () => {
    scrollToSection('products', { instant: true, updateHash: false })
    expect(window.location.hash).toBe('')
  })

  it('returns false and does not scroll for an unknown id', () => {
    expect(scrollToSection('nowhere')).toBe(false)
    jest.advanceTimersByTime(600)
    expect(scrollCalls).toEqual([])
  })

  it('stops when the visitor scrolls with the wheel', () => {
    scrollToSection('products')
    jest.advanceTimersByTime(100)
    window.dispatchEvent(new Event('wheel'))
    const stoppedAt = scrollY
    jest.advanceTimersByTime(600)
    expect(scrollY).toBe(stoppedAt)
  })
})

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and is symmetric', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5)
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1)
  })
})

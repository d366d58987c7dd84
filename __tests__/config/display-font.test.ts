/**
 * The inline script that adds the display font once the first frame has painted (gatsby-ssr.tsx
 * writes it into every page's head).
 */
import fs from 'fs'
import path from 'path'
import { DISPLAY_FONT, displayFontLoader } from '../../src/config/display-font'

class FakeFontFace {
  static made: FakeFontFace[] = []
  loaded = false
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: Record<string, string>,
  ) {
    FakeFontFace.made.push(this)
  }
  load() {
    this.loaded = true
    return Promise.resolve(this)
  }
}

describe('the display font loader', () => {
  const added: unknown[] = []
  beforeEach(() => {
    jest.useFakeTimers()
    FakeFontFace.made = []
    added.length = 0
    Object.assign(window, { FontFace: FakeFontFace })
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: unknown) => added.push(face) },
    })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  const start = () => new Function(displayFontLoader({ ...DISPLAY_FONT, url: '/static/display-123.woff2' }))()

  it('fetches nothing before the first frame, then the subset face, once, and adds it when loaded', async () => {
    start()
    expect(FakeFontFace.made).toHaveLength(0)
    jest.advanceTimersByTime(5000)
    expect(FakeFontFace.made).toHaveLength(1)
    const face = FakeFontFace.made[0]!
    expect(face.loaded).toBe(true)
    // Added once it has arrived: the headings are laid out again only once.
    expect(added).toHaveLength(0)
    await Promise.resolve()
    expect(added).toEqual([face])
    expect(face.family).toBe('DM Serif Display')
    expect(face.source).toBe('url(/static/display-123.woff2) format("woff2")')
    expect(face.descriptors).toEqual({ display: 'swap', unicodeRange: DISPLAY_FONT.unicodeRange })
  })

  it('adds no face when the file fails to load (the fallback serif stays)', async () => {
    jest.spyOn(FakeFontFace.prototype, 'load').mockReturnValue(Promise.reject(new Error('offline')))
    start()
    jest.advanceTimersByTime(5000)
    await Promise.resolve()
    await Promise.resolve()
    expect(FakeFontFace.made).toHaveLength(1)
    expect(added).toHaveLength(0)
  })

  it('does nothing in a browser without the CSS Font Loading API (the fallback serif stays)', () => {
    Object.assign(window, { FontFace: undefined })
    start()
    jest.advanceTimersByTime(5000)
    expect(added).toHaveLength(0)
  })
})

it('declares the same characters the subset file was cut to (scripts/subset-display-font.sh)', () => {
  // The face's unicode-range must match the file, or characters the file lacks would not fall back.
  const script = fs.readFileSync(path.resolve(__dirname, '../../scripts/subset-display-font.sh'), 'utf8')
  const unicodes = script.match(/^UNICODES='([^']+)'/m)?.[1]
  expect(unicodes).toBeDefined()
  const list = (ranges: string) => ranges.split(',').map(range => range.trim())
  expect(list(DISPLAY_FONT.unicodeRange)).toEqual(list(unicodes!))
})

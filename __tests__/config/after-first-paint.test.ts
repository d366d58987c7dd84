/**
 * The scheduling both inline loaders share: after the first contentful paint where the browser
 * reports paint timing, after two animation frames where it does not, after 3 s at the latest,
 * and once.
 */
import { afterFirstPaint } from '../../src/config/after-first-paint'

declare global {
  interface Window {
    runs?: number
  }
}

type Report = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void

/** A PerformanceObserver that reports paint entries when the test says so. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint']
  static current: FakePaintObserver | undefined
  disconnected = false
  constructor(private readonly report: Report) {
    FakePaintObserver.current = this
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
  paint(name: string) {
    this.report({ getEntriesByName: entry => (entry === name ? [{ name }] : []) }, this)
  }
}

describe('afterFirstPaint', () => {
  const original = window.PerformanceObserver
  const start = () => new Function(afterFirstPaint('window.runs=(window.runs||0)+1'))()
  beforeEach(() => {
    jest.useFakeTimers()
    window.runs = 0
  })
  afterEach(() => {
    jest.useRealTimers()
    window.PerformanceObserver = original
  })

  it('with paint timing: waits for the first contentful paint, not for frames, then runs once', () => {
    window.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver
    start()
    jest.advanceTimersByTime(100) // frames come and go: not yet
    FakePaintObserver.current!.paint('first-paint')
    jest.advanceTimersByTime(10)
    expect(window.runs).toBe(0)
    FakePaintObserver.current!.paint('first-contentful-paint')
    jest.advanceTimersByTime(10)
    expect(window.runs).toBe(1)
    expect(FakePaintObserver.current!.disconnected).toBe(true)
    jest.advanceTimersByTime(5000)
    expect(window.runs).toBe(1)
  })

  it('without paint timing: after two animation frames', () => {
    window.PerformanceObserver = undefined as unknown as typeof PerformanceObserver
    start()
    expect(window.runs).toBe(0)
    jest.advanceTimersByTime(100)
    expect(window.runs).toBe(1)
  })

  it('runs after 3 s if no paint is ever reported (a background tab)', () => {
    window.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver
    start()
    jest.advanceTimersByTime(2900)
    expect(window.runs).toBe(0)
    jest.advanceTimersByTime(200)
    expect(window.runs).toBe(1)
  })
})

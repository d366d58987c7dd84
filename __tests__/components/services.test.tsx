import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { act, render } from '@testing-library/react'
import { Services } from '../../src/components/sections/services/services'
import { NEAR_VIEWPORT_MARGIN, ON_SCREEN_MARGIN } from '../../src/hooks/use-near-viewport'
import { site } from '../fixtures/landing-page'

/** IntersectionObservers the test drives: `enter(margin)` reports the element within that margin. */
class ControlledObserver {
  static all: ControlledObserver[] = []
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options: IntersectionObserverInit = {},
  ) {
    ControlledObserver.all.push(this)
  }
  observe() {}
  disconnect() {}
  static enter(margin: string) {
    const observers = ControlledObserver.all.filter(observer => observer.options.rootMargin === margin)
    expect(observers.length).toBeGreaterThan(0)
    for (const observer of observers)
      observer.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      )
  }
}

describe('Services: the poster, controls and captions wait until the player is near', () => {
  const original = window.IntersectionObserver
  beforeEach(() => {
    ControlledObserver.all = []
    window.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    window.IntersectionObserver = original
  })

  it('the server HTML has no poster and no default track, and a complete player for no JavaScript', () => {
    const html = renderToStaticMarkup(<Services story={site.story} />)
    const noscript = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1]
    const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    expect(live.match(/<video/g)).toHaveLength(1)
    expect(live).not.toMatch(/poster=/)
    expect(live).not.toMatch(/<video[^>]*controls/)
    expect(live).not.toMatch(/<track[^>]*default/)
    // Without JavaScript the copy shows (poster, controls, captions on) and hides the live player.
    expect(noscript).toMatch(/<video[^>]*poster="[^"]*story-poster/)
    expect(noscript).toMatch(/<video[^>]*controls=""/)
    expect(noscript).toMatch(/<track[^>]*default=""/)
    expect(noscript).toMatch(/<style>\.[\w-]+\{display:none\}<\/style>/)
  })

  it('on the route that opens at the video, the server HTML has the poster', () => {
    const html = renderToStaticMarkup(<Services story={site.story} inView />)
    const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    expect(live).toMatch(/<video[^>]*poster="[^"]*story-poster/)
    expect(live).toMatch(/<video[^>]*controls=""/)
    expect(live.match(/<video/g)).toHaveLength(1)
  })

  it('sets the poster a screen ahead of the player, and the controls once it is on screen', () => {
    const { container } = render(<Services story={site.story} />)
    const video = container.querySelector('video')!
    expect(video).not.toHaveAttribute('poster')
    expect(video).not.toHaveAttribute('controls')
    act(() => ControlledObserver.enter(NEAR_VIEWPORT_MARGIN))
    expect(video.getAttribute('poster')).toMatch(/story-poster/)
    expect(video).not.toHaveAttribute('controls')
    act(() => ControlledObserver.enter(ON_SCREEN_MARGIN))
    expect(video).toHaveAttribute('controls')
  })

  it('without IntersectionObserver, sets the poster and the controls at once', () => {
    window.IntersectionObserver = undefined as unknown as typeof IntersectionObserver
    const { container } = render(<Services story={site.story} />)
    const video = container.querySelector('video')!
    expect(video.getAttribute('poster')).toMatch(/story-poster/)
    expect(video).toHaveAttribute('controls')
  })
})

import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { act, render } from '@testing-library/react'
import { Services } from '../../src/components/sections/services/services'
import { site } from '../fixtures/landing-page'

/** An IntersectionObserver the test drives: `enter()` reports the observed element in view. */
class ControlledObserver {
  static current: ControlledObserver | undefined
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.current = this
  }
  observe() {}
  disconnect() {}
  enter() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
}

describe('Services: the poster and captions wait until the player is near', () => {
  const original = window.IntersectionObserver
  beforeEach(() => {
    ControlledObserver.current = undefined
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
    expect(live).not.toMatch(/<track[^>]*default/)
    // Without JavaScript the copy shows (poster, captions on) and hides the live player.
    expect(noscript).toMatch(/<video[^>]*poster="[^"]*story-poster/)
    expect(noscript).toMatch(/<track[^>]*default=""/)
    expect(noscript).toMatch(/<style>\.[\w-]+\{display:none\}<\/style>/)
  })

  it('on the route that opens at the video, the server HTML has the poster', () => {
    const html = renderToStaticMarkup(<Services story={site.story} inView />)
    const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    expect(live).toMatch(/<video[^>]*poster="[^"]*story-poster/)
    expect(live.match(/<video/g)).toHaveLength(1)
  })

  it('sets the poster once the player comes near the viewport', () => {
    const { container } = render(<Services story={site.story} />)
    const video = container.querySelector('video')!
    expect(video).not.toHaveAttribute('poster')
    act(() => ControlledObserver.current!.enter())
    expect(video.getAttribute('poster')).toMatch(/story-poster/)
  })

  it('without IntersectionObserver, sets the poster at once', () => {
    window.IntersectionObserver = undefined as unknown as typeof IntersectionObserver
    const { container } = render(<Services story={site.story} />)
    expect(container.querySelector('video')!.getAttribute('poster')).toMatch(/story-poster/)
  })
})

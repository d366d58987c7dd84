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

  it('the server HTML has no poster and no default track, and a poster background without JavaScript', () => {
    const html = renderToStaticMarkup(<Services story={site.story} />)
    expect(html).not.toMatch(/poster=/)
    expect(html).not.toMatch(/<track[^>]*default/)
    expect(html).toMatch(
      /<noscript><style>\.[\w-]+\{background:url\([^)]*story-poster[^)]*\) center\/cover\}<\/style><\/noscript>/,
    )
  })

  it('on the route that opens at the video, the server HTML has the poster', () => {
    const html = renderToStaticMarkup(<Services story={site.story} inView />)
    expect(html).toMatch(/<video[^>]*poster="[^"]*story-poster/)
    expect(html).not.toContain('<noscript>')
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

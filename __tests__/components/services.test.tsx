import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Services } from '../../src/components/sections/services/services'
import { NEAR_VIEWPORT_MARGIN } from '../../src/hooks/use-near-viewport'
import { PLAY_VIDEO_SCRIPT } from '../../src/config/play-video'
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

describe('Services: the poster and captions wait until the player is near', () => {
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
    expect(live).toMatch(/<button type="button"[^>]*data-plays-video="story-video" aria-label="Play video"/)
    expect(live).toMatch(/<video id="story-video"/)
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
    // The play button stands in for the controls here too: they are what cost this route its TBT.
    expect(live).not.toMatch(/<video[^>]*controls/)
    expect(live.match(/<video/g)).toHaveLength(1)
  })

  it('sets the poster and turns the captions on a screen ahead of the player', () => {
    const { container } = render(<Services story={site.story} />)
    const video = container.querySelector('video')!
    expect(video).not.toHaveAttribute('poster')
    act(() => ControlledObserver.enter(NEAR_VIEWPORT_MARGIN))
    expect(video.getAttribute('poster')).toMatch(/story-poster/)
    expect(video).not.toHaveAttribute('controls')
  })

  it('without IntersectionObserver, sets the poster at once', () => {
    window.IntersectionObserver = undefined as unknown as typeof IntersectionObserver
    const { container } = render(<Services story={site.story} />)
    expect(container.querySelector('video')!.getAttribute('poster')).toMatch(/story-poster/)
  })
})

describe('the play button (the inline handler in every page head)', () => {
  const play = jest.fn(() => Promise.resolve())
  const originalPlay = HTMLMediaElement.prototype.play
  let installed: EventListenerOrEventListenerObject | undefined
  beforeAll(() => {
    // jsdom has no media playback; the handler only needs play() to be called.
    HTMLMediaElement.prototype.play = play
    // Run as the page head runs it, noting the listener it adds so the other suites never see it.
    const addEventListener = jest.spyOn(document, 'addEventListener')
    new Function(PLAY_VIDEO_SCRIPT)()
    installed = addEventListener.mock.calls[0]?.[1] ?? undefined
    addEventListener.mockRestore()
    expect(installed).toBeDefined()
  })
  afterAll(() => {
    HTMLMediaElement.prototype.play = originalPlay
    if (installed) document.removeEventListener('click', installed)
  })

  it('gives the player its controls, hides itself, focuses the player and starts the film', () => {
    const { container } = render(<Services story={site.story} inView />)
    const video = container.querySelector('video')!
    const button = screen.getByRole('button', { name: 'Play video' })
    // jsdom does not make a <video controls> focusable as browsers do (e2e checks the focus itself).
    const focus = jest.spyOn(video, 'focus')
    expect(video).not.toHaveAttribute('controls')
    fireEvent.click(button.querySelector('svg')!)
    expect(video.controls).toBe(true)
    expect(button).not.toBeVisible()
    expect(focus).toHaveBeenCalled()
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('ignores clicks elsewhere, and a button whose player is missing', () => {
    play.mockClear()
    const { container } = render(
      <>
        <Services story={site.story} />
        <button type="button" data-plays-video="no-such-video">
          Elsewhere
        </button>
      </>,
    )
    fireEvent.click(screen.getByRole('heading', { name: site.story.heading }))
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeVisible()
    expect(container.querySelector('video')).not.toHaveAttribute('controls')
    expect(play).not.toHaveBeenCalled()
  })
})

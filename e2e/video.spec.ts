import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/page-helpers'
import { VIEWPORTS } from './support/viewports'

const isVideo = (url: string): boolean => /\.(mp4|webm)(\?|$)/.test(url)

/** What the page says about the story film's player: is it playing, with controls, captions, focus? */
const playerState = (page: Page) =>
  page.locator('#services video').evaluate((video: HTMLVideoElement) => ({
    playing: !video.paused && video.currentTime > 0,
    controls: video.controls,
    captions: video.textTracks[0]?.mode,
    focused: document.activeElement === video,
    source: video.currentSrc,
  }))

test('the story video has a poster, WebM and MP4 sources, captions and the fallback text', async ({
  page,
  request,
}) => {
  await openPage(page)
  const video = page.locator('#services video')
  await video.scrollIntoViewIfNeeded()
  await expect(video).toHaveAttribute('poster', /story-poster/)
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
    .toBe('showing')
  await expect(video).toHaveAttribute('preload', 'none')
  await expect(page.getByRole('heading', { name: 'Watch Our Story' })).toBeVisible()
  const poster = await video.getAttribute('poster')
  const sources = await video
    .locator('source')
    .evaluateAll(list =>
      list.map(source => ({ type: source.getAttribute('type'), src: source.getAttribute('src') })),
    )
  expect(sources.map(source => source.type)).toEqual(['video/webm', 'video/mp4'])
  const track = video.locator('track')
  await expect(track).toHaveAttribute('kind', 'captions')
  await expect(track).toHaveAttribute('srclang', 'en')
  expect(await video.evaluate(element => element.textContent?.trim())).toBe(
    'Your browser does not support the video tag.',
  )

  for (const url of [poster, ...sources.map(source => source.src), await track.getAttribute('src')]) {
    expect(url).toBeTruthy()
    const response = await request.get(url!)
    expect(response.status(), url!).toBe(200)
  }
  const vtt = await (await request.get((await track.getAttribute('src'))!)).text()
  expect(vtt.startsWith('WEBVTT')).toBe(true)
})

test('nothing of the film downloads until Play is pressed; then it plays with the controls, captions on and focus on the player', async ({
  page,
}) => {
  const videoRequests: string[] = []
  page.on('request', request => {
    if (isVideo(request.url())) videoRequests.push(request.url())
  })
  await openPage(page)
  const video = page.locator('#services video')
  await video.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  expect(videoRequests).toEqual([])
  await expect(video).not.toHaveAttribute('controls')

  // The button covers the poster, so a tap anywhere on it plays.
  const play = page.getByRole('button', { name: 'Play video' })
  expect(await play.boundingBox()).toEqual(await video.boundingBox())
  await play.click({ position: { x: 40, y: 40 } })
  await expect
    .poll(() => playerState(page))
    .toMatchObject({
      playing: true,
      controls: true,
      captions: 'showing',
      focused: true,
      source: expect.stringMatching(/\.(webm|mp4)$/),
    })
  await expect(play).toBeHidden()
  expect(videoRequests.length).toBeGreaterThan(0)
})

test('the play button answers the keyboard', async ({ page }) => {
  await openPage(page, '/showcase/')
  const play = page.getByRole('button', { name: 'Play video' })
  await play.focus()
  await expect(play).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => playerState(page)).toMatchObject({ playing: true, controls: true, focused: true })
  // Focus is now on the player, where the browser's own keys work: Space pauses it.
  await page.keyboard.press('Space')
  await expect
    .poll(() => page.locator('#services video').evaluate((v: HTMLVideoElement) => v.paused))
    .toBe(true)
})

test('the play button works before React has hydrated (Gatsby scripts never arrive)', async ({ page }) => {
  await page.route(/\.js(\?|$)/, route => route.abort())
  await page.goto('/showcase/')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length)).toBe(0)
  await page.getByRole('button', { name: 'Play video' }).click()
  await expect
    .poll(() => playerState(page))
    .toMatchObject({ playing: true, controls: true, captions: 'showing' })
})

test.describe('on a phone, opening the home page', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('the poster and captions wait until the player is near; the controls until Play', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', request => {
      if (/story-poster|\.vtt(\?|$)/.test(request.url())) fetched.push(request.url())
    })
    await openPage(page)
    await page.waitForLoadState('networkidle')
    const video = page.locator('#services video')
    expect(fetched).toEqual([])
    await expect(video).not.toHaveAttribute('poster')

    await page.locator('#services h2').scrollIntoViewIfNeeded()
    await expect(video).toHaveAttribute('poster', /story-poster/)
    await expect.poll(() => fetched.some(url => /story-poster/.test(url))).toBe(true)
    await expect.poll(() => fetched.some(url => /\.vtt/.test(url))).toBe(true)
    await expect(video).not.toHaveAttribute('controls')
    await expect(page.getByRole('button', { name: 'Play video' })).toBeInViewport()
  })

  test('on /showcase/, which opens at the player, the poster is in the page itself', async ({ page }) => {
    const html = await (await page.request.get('/showcase/')).text()
    expect(html).toMatch(/<video id="story-video"[^>]*poster="[^"]*story-poster/)
    expect(html).not.toMatch(/<video id="story-video"[^>]*controls/)
    await page.goto('/showcase/')
    await expect(page.getByRole('button', { name: 'Play video' })).toBeInViewport()
    await expect
      .poll(() => page.locator('#services video').evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode))
      .toBe('showing')
  })
})

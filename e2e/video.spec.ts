import { expect, test } from '@playwright/test'
import { openPage } from './support/page-helpers'
import { VIEWPORTS } from './support/viewports'

test('the story video has controls, a poster, WebM and MP4 sources, captions and the fallback text', async ({
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
  await expect(video).toHaveAttribute('controls', '')
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

test('nothing of the video downloads until play, and then it plays', async ({ page }) => {
  const videoRequests: string[] = []
  page.on('request', request => {
    if (/\.(mp4|webm)(\?|$)/.test(request.url())) videoRequests.push(request.url())
  })
  await openPage(page)
  await page.locator('#services').scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  expect(videoRequests).toEqual([])

  const played = await page.locator('#services video').evaluate(async element => {
    const video = element as HTMLVideoElement
    video.muted = true
    const timeUpdated = new Promise<number>(resolve =>
      video.addEventListener('timeupdate', () => resolve(video.currentTime), { once: true }),
    )
    await video.play()
    video.currentTime = 1
    return { time: await timeUpdated, duration: video.duration, source: video.currentSrc }
  })
  expect(played.time).toBeGreaterThan(0)
  expect(played.duration).toBeGreaterThan(5)
  expect(played.source).toMatch(/\.(webm|mp4)$/)
  expect(videoRequests.length).toBeGreaterThan(0)
})

test.describe('on a phone, opening the home page', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('the poster and captions wait until the player is near, the controls until it is on screen', async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', request => {
      if (/story-poster|\.vtt(\?|$)/.test(request.url())) fetched.push(request.url())
    })
    await openPage(page)
    await page.waitForLoadState('networkidle')
    const video = page.locator('#services video')
    expect(fetched).toEqual([])
    await expect(video).not.toHaveAttribute('poster')
    await expect(video).not.toHaveAttribute('controls')

    await page.locator('#services h2').scrollIntoViewIfNeeded()
    await expect(video).toHaveAttribute('poster', /story-poster/)
    await expect(video).toHaveAttribute('controls', '')
    await expect.poll(() => fetched.some(url => /story-poster/.test(url))).toBe(true)
    await expect.poll(() => fetched.some(url => /\.vtt/.test(url))).toBe(true)
  })

  test('on /showcase/, which opens at the player, the poster is in the page itself', async ({ page }) => {
    await page.goto('/showcase/')
    const video = page.locator('#services video')
    await expect(video).toHaveAttribute('poster', /story-poster/)
    await expect(video).toHaveAttribute('controls', '')
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
      .toBe('showing')
  })
})

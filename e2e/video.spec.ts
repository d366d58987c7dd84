import { expect, test } from '@playwright/test'
import { SECTION, openPage } from './support/page-helpers'

const isVideo = (url: string): boolean => /\.(mp4|webm)(\?|$)/.test(url)

test('the story video is one native player with controls, poster, WebM and MP4, captions and the fallback text', async ({
  page,
  request,
}) => {
  await openPage(page)
  const video = page.locator(`#${SECTION.services} video`)
  await expect(video).toHaveCount(1)
  await expect(video).toHaveAttribute('controls', '')
  await expect(video).toHaveAttribute('preload', 'none')
  // The poster is a lazy image under the transparent player (the attribute would load with the page).
  const posterImage = page.locator(`#${SECTION.services} picture img`)
  await expect(video).not.toHaveAttribute('poster')
  await expect(posterImage).toHaveAttribute('src', /story-poster/)
  await expect(posterImage).toHaveAttribute('alt', '')
  await expect(posterImage).toHaveAttribute('loading', 'lazy')
  await expect(video).toHaveAccessibleName('Watch Our Story')
  await expect(page.locator(`#${SECTION.services} noscript`)).toHaveCount(0)
  await expect(page.locator(`#${SECTION.services} button`)).toHaveCount(0)
  const sources = await video
    .locator('source')
    .evaluateAll(list =>
      list.map(source => ({ type: source.getAttribute('type'), src: source.getAttribute('src') })),
    )
  expect(sources.map(source => source.type)).toEqual(['video/webm', 'video/mp4'])
  const track = video.locator('track')
  await expect(track).toHaveAttribute('kind', 'captions')
  await expect(track).toHaveAttribute('srclang', 'en')
  await expect(track).toHaveAttribute('default', '')
  expect(await video.evaluate(element => element.textContent?.trim())).toBe(
    'Your browser does not support the video tag.',
  )
  const poster = await posterImage.getAttribute('src')
  for (const url of [poster, ...sources.map(source => source.src), await track.getAttribute('src')]) {
    const response = await request.get(url!)
    expect(response.status(), url!).toBe(200)
  }
  const vtt = await (await request.get((await track.getAttribute('src'))!)).text()
  expect(vtt.startsWith('WEBVTT')).toBe(true)

  // The poster shows through the player before play: the middle of the player looks the same with it hidden.
  await video.scrollIntoViewIfNeeded()
  await expect.poll(() => posterImage.evaluate(image => (image as HTMLImageElement).complete)).toBe(true)
  const middle = async () => {
    const box = (await video.boundingBox())!
    const clip = { x: box.x + box.width / 2 - 20, y: box.y + box.height / 3, width: 40, height: 40 }
    return page.screenshot({ clip, animations: 'disabled' })
  }
  const seen = await middle()
  await video.evaluate(element => (element.style.visibility = 'hidden'))
  expect(seen.equals(await middle()), 'the player hides its poster').toBe(true)
})

test('the film downloads only when played; then it plays with captions showing', async ({ page }) => {
  const videoRequests: string[] = []
  page.on('request', request => {
    if (isVideo(request.url())) videoRequests.push(request.url())
  })
  await openPage(page, '/showcase/')
  const video = page.locator(`#${SECTION.services} video`)
  await page.waitForLoadState('load')
  // preload="none": readyState HAVE_NOTHING (0) and nothing buffered until it is played.
  expect(
    await video.evaluate((element: HTMLVideoElement) => [element.readyState, element.buffered.length]),
  ).toEqual([0, 0])
  expect(videoRequests).toEqual([])
  await video.evaluate((element: HTMLVideoElement) => element.play())
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => ({
        playing: !element.paused && element.currentTime > 0,
        captions: element.textTracks[0]?.mode,
      })),
    )
    .toEqual({ playing: true, captions: 'showing' })
  expect(videoRequests.length).toBeGreaterThan(0)
})

test("the browser's controls are drawn only once the player nears the screen, in the box it had before", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  // The state of the player's content-visibility, each time it changes: skipped is true while it is not drawn.
  await page.addInitScript(() => {
    const changes: boolean[] = ((window as unknown as { storyDrawn: boolean[] }).storyDrawn = [])
    addEventListener(
      'contentvisibilityautostatechange',
      event => {
        const { target, skipped } = event as ContentVisibilityAutoStateChangeEvent
        if ((target as Element).id === 'story-video') changes.push(!skipped)
      },
      true,
    )
  })
  await openPage(page)
  const video = page.locator(`#${SECTION.services} video`)
  const drawn = () => page.evaluate(() => (window as unknown as { storyDrawn: boolean[] }).storyDrawn)
  // Where the player is in the page, and its size: the same while skipped as once drawn.
  const box = () =>
    video.evaluate(element => {
      const { top, left, width, height } = element.getBoundingClientRect()
      return { top: top + scrollY, left, width, height }
    })
  await expect.poll(drawn).toEqual([false])
  const whileSkipped = await box()
  await video.scrollIntoViewIfNeeded()
  await expect.poll(drawn).toEqual([false, true])
  expect(await box()).toEqual(whileSkipped)
})

/**
 * @jest-environment node
 *
 * The files the <head> points at, as the build wrote them to public/: the social card, the web app
 * manifest and its icons, robots.txt.
 */
import fs from 'fs'
import sharp from 'sharp'
import {
  APPLE_TOUCH_ICON,
  BACKGROUND_COLOR,
  LOGO_PATH,
  MASKABLE_ICONS,
  SOCIAL_CARD,
  THEME_COLOR,
} from '../../src/config/brand'
import { builtContent } from '../fixtures/content'
import { publicPath, readPublic, SITE_URL } from '../fixtures/public-files'

const { site } = builtContent()

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

describe('the social card', () => {
  it('is a 1200×630 JPEG under 300 KB', async () => {
    const file = publicPath(SOCIAL_CARD.path)
    const { format, width, height } = await sharp(file).metadata()
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
    expect(fs.statSync(file).size).toBeLessThan(300 * 1024)
  })

  it('is a composed picture, not a blank or flat image', async () => {
    const { channels } = await sharp(publicPath(SOCIAL_CARD.path)).stats()
    // A flat or near-flat image has almost no spread in any channel.
    channels.forEach(channel => expect(channel.stdev).toBeGreaterThan(20))
  })
})

describe('the web app manifest', () => {
  const manifest = JSON.parse(readPublic('/manifest.webmanifest')) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    icons: ManifestIcon[]
  }
  /** An icon's file: the manifest's src is relative to the manifest, and may carry a ?v= query. */
  const iconFile = (icon: ManifestIcon): string => publicPath(new URL(icon.src, `${SITE_URL}/`).pathname)

  it('names the farm and uses the brand colours', () => {
    expect(manifest).toMatchObject({
      name: site.brand,
      start_url: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
    })
    expect(manifest.short_name.length).toBeGreaterThan(0)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
  })

  it('lists `any` icons up to 512 px and maskable icons at 192 and 512 px, all present at their size', async () => {
    const sizes = (purpose: string): string[] =>
      manifest.icons.filter(icon => icon.purpose === purpose).map(icon => icon.sizes)
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(sizes('maskable')).toEqual(['192x192', '512x512'])
    for (const icon of manifest.icons) {
      const { width, height, format } = await sharp(iconFile(icon)).metadata()
      expect([icon.src, `${width}x${height}`, format]).toEqual([icon.src, icon.sizes, 'png'])
    }
  })

  it('has opaque maskable icons whose corners are the brand green (the crop zone)', async () => {
    for (const { path: urlPath, size } of [...MASKABLE_ICONS, APPLE_TOUCH_ICON]) {
      const image = sharp(publicPath(urlPath))
      const { width, hasAlpha } = await image.metadata()
      expect([urlPath, width, hasAlpha]).toEqual([urlPath, size, false])
      const { data } = await image
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(`#${data.subarray(0, 3).toString('hex')}`).toBe(THEME_COLOR)
    }
  })

  it('has the logo named in the structured data', async () => {
    const { width, height } = await sharp(publicPath(LOGO_PATH)).metadata()
    expect(width).toBe(height)
    expect(width).toBeGreaterThanOrEqual(112)
  })

  it('has the favicon files', () => {
    expect(fs.existsSync(publicPath('/favicon-32x32.png'))).toBe(true)
    expect(fs.existsSync(publicPath('/favicon.svg'))).toBe(true)
  })
})

describe('robots.txt', () => {
  it('allows crawling and names the sitemap index by its absolute URL', () => {
    const robots = readPublic('/robots.txt')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap-index\\.xml$`, 'm'))
  })
})

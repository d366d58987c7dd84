/**
 * @jest-environment node
 *
 * What the built pages do for a visitor on a slow link, checked in the HTML itself (timings:
 * npm run bench).
 */
import fs from 'fs'
import path from 'path'
import * as fontkit from 'fontkit'
import { DISPLAY_FACES, codePointsOf } from '../../plugins/brand-assets/display-faces'
import { builtContent } from '../fixtures/content'
import { SECTION } from '../../src/config/section-ids'
import { publicPath, readPublic } from '../fixtures/public-files'
import END_OF_BODY_SCRIPT from '../../src/inline-scripts/end-of-body.inline?script'

const { site, products, pages } = builtContent()

const head = (html: string): string => html.slice(0, html.indexOf('</head>'))
/** A content image's file name without its extension, as a pattern: the build keeps the name. */
const imageName = (image: string): string =>
  path.basename(image, path.extname(image)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The video poster's <img>, under the player: the image a route that opens at the video paints largest. */
const posterImg = (html: string): string =>
  html.match(new RegExp(`<img [^>]*src="[^"]*/${imageName(site.story.poster)}\\.[^"]+"[^>]*>`))![0]

describe.each(pages.map(page => page.path))('%s', route => {
  const html = readPublic(route)

  it('declares the small display font with font-display: swap and preloads it', () => {
    const url = html.match(/url\((\/static\/dm-serif-display-400-basic-[0-9a-f]+\.woff2)\)/)?.[1]
    expect(url).toBeDefined()
    expect(html).toMatch(/@font-face\{font-display:swap;font-family:"DM Serif Display"/)
    expect(head(html)).toContain(
      `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin="anonymous"`,
    )
    expect(fs.statSync(publicPath(url!)).size).toBeLessThan(12_000)
  })

  it('has no GatsbyImage runtime: no fade-in styles or scripts, no noscript copies', () => {
    expect(html).not.toContain('gatsby-image-wrapper')
    expect(html).not.toContain('data-main-image')
    expect(html).not.toMatch(/<noscript>/)
  })

  it('lazy-loads every image but those in view where the route opens (the hero, the cards or the poster)', () => {
    const images = html.match(/<img [^>]*>/g) ?? []
    const eager = images.filter(img => !img.includes('loading="lazy"'))
    const section = pages.find(page => page.path === route)!.section
    // Where the route opens at the cards, their photos are in view: lazy would only delay them.
    // Where it opens at the hero or the video, that one image is the largest paint.
    const largest: Record<string, string> = {
      [SECTION.home]: site.hero.image,
      [SECTION.services]: site.story.poster,
    }
    const image = largest[section]
    expect(eager).toHaveLength(section === SECTION.products ? products.length : image ? 1 : 0)
    if (image) {
      expect(eager[0]).toMatch(/fetchpriority="high"/i)
      expect(eager[0]).toMatch(new RegExp(`/${imageName(image)}\\.`))
    }
    // Every image reserves its space before it loads.
    for (const img of images) {
      expect(img).toMatch(/width="\d+"/)
      expect(img).toMatch(/height="\d+"/)
    }
  })

  it('has one story player with controls that loads no film and no poster with the page', () => {
    const videos = html.match(/<video[^>]*>/g) ?? []
    expect(videos).toHaveLength(1)
    expect(videos[0]).toMatch(/ controls=""/)
    expect(videos[0]).toMatch(/preload="none"/)
    // Every engine fetches a poster attribute with the page; the lazy <img> under the player waits.
    expect(videos[0]).not.toMatch(/poster=/)
    expect(posterImg(html)).toMatch(/ alt=""/)
  })

  it("holds every one of Gatsby's scripts in the inert template that the loader adds after load", () => {
    // Fails loudly if a Gatsby update moves its bundles out of the post-body components.
    const template = html.match(/<template id="deferred-scripts">([\s\S]*?)<\/template>/)
    expect(template).not.toBeNull()
    expect(template![1]).toMatch(/<script src="\/app-[0-9a-f]+\.js" async>/)
    expect(template![1]).toMatch(/<script src="\/framework-[0-9a-f]+\.js" async>/)
    expect(template![1]).toContain('window.pagePath=')
    const outside = html.replace(template![0], '')
    expect(outside).not.toMatch(/<script[^>]*\ssrc=/)
    expect(outside).not.toMatch(/<link[^>]*\sas="(script|fetch)"/)
    expect(outside).not.toMatch(/page-data/)
    // The loader itself comes after the template, so the template exists when it runs.
    expect(html.indexOf(`<script>${END_OF_BODY_SCRIPT}</script>`)).toBeGreaterThan(
      html.indexOf('<template id="deferred-scripts">'),
    )
  })
})

it.each(pages.filter(page => page.section !== SECTION.home))(
  '$path opens at #$section before any JavaScript (CSS scroll-initial-target)',
  page => {
    expect(head(readPublic(page.path))).toContain(`#${page.section}{scroll-initial-target:nearest}`)
  },
)

it.each(pages)(
  '$path preloads the image it paints largest where it opens at the products (lazy cards), else none',
  page => {
    const preloads = head(readPublic(page.path)).match(/<link[^>]*as="image"[^>]*>/g) ?? []
    if (page.section === SECTION.products) {
      expect(preloads).toHaveLength(1)
      expect(preloads[0]).toMatch(/type="image\/avif"/)
      expect(preloads[0]).toMatch(
        new RegExp(`imageSrcSet="[^"]*/${imageName(products[0]!.image)}\\.avif \\d+w`),
      )
    } else {
      expect(preloads).toEqual([])
    }
  },
)

it('the video poster a phone paints stays under 15 kB: the route that opens at the video paints it first', () => {
  // Lighthouse's phone: 412 px at 1.75×, the poster as wide as the screen.
  const needed = 412 * 1.75
  const candidates = posterImg(readPublic('/'))
    .match(/srcset="([^"]+)"/i)![1]!
    .split(',')
    .map(candidate => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url!, width: parseInt(width!, 10) }))
    .sort((a, b) => a.width - b.width)
  const painted = candidates.find(candidate => candidate.width >= needed) ?? candidates.at(-1)!
  expect(fs.statSync(publicPath(painted.url)).size).toBeLessThan(15_000)
})

it.each(DISPLAY_FACES)('$file holds exactly the characters its @font-face declares', face => {
  // 0xFFFF closes every cmap table; it is not a character.
  const font = fontkit.openSync(path.resolve(__dirname, '../..', face.file)) as fontkit.Font
  const inFile = font.characterSet.filter(code => code !== 0xffff)
  expect(inFile.sort((a, b) => a - b)).toEqual(codePointsOf(face.unicodeRange))
})

it('the home page opens at the top', () => {
  expect(readPublic('/')).not.toMatch(/\{scroll-initial-target:/)
})

/**
 * @jest-environment node
 *
 * What the built pages do for a visitor on a slow link, checked in the HTML itself (timings:
 * npm run bench).
 */
import fs from 'fs'
import path from 'path'
import * as fontkit from 'fontkit'
import { DISPLAY_FACES, codePointsOf } from '../../src/config/display-faces'
import { builtContent } from '../fixtures/content'
import { SECTION } from '../../src/config/section-ids'
import { publicPath, readPublic } from '../fixtures/public-files'

const { site, products, pages } = builtContent()

const head = (html: string): string => html.slice(0, html.indexOf('</head>'))
/** The video poster, in every route's HTML: the image a route that opens at the video paints largest. */
const storyPoster = (): string => readPublic('/').match(/<video[^>]*poster="([^"]+)"/)![1]!
/** A content image's file name without its extension, as a pattern: the build keeps the name. */
const imageName = (image: string): string =>
  path.basename(image, path.extname(image)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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

  it('lazy-loads every image but those in view where the route opens (the hero, or the product cards)', () => {
    const images = html.match(/<img [^>]*>/g) ?? []
    const eager = images.filter(img => !img.includes('loading="lazy"'))
    const section = pages.find(page => page.path === route)!.section
    const opensAtHero = section === SECTION.home
    // Where the route opens at the cards, their photos are in view: lazy would only delay them.
    expect(eager).toHaveLength(opensAtHero ? 1 : section === 'products' ? products.length : 0)
    if (opensAtHero) {
      expect(eager[0]).toMatch(/fetchpriority="high"/)
      expect(eager[0]).toMatch(new RegExp(`/${imageName(site.hero.image)}\\.`))
    }
    // Every image reserves its space before it loads.
    for (const img of images) {
      expect(img).toMatch(/width="\d+"/)
      expect(img).toMatch(/height="\d+"/)
    }
  })

  it('has one story player with controls that loads no film before play', () => {
    const videos = html.match(/<video[^>]*>/g) ?? []
    expect(videos).toHaveLength(1)
    expect(videos[0]).toMatch(/ controls=""/)
    expect(videos[0]).toMatch(/preload="none"/)
  })

  it('loads its scripts the way Gatsby writes them: no template, no script rewritten after paint', () => {
    expect(html).not.toMatch(/<template/)
    expect(html).toMatch(/<script src="\/app-[0-9a-f]+\.js" async>/)
  })
})

it.each(pages.filter(page => page.section !== SECTION.home))(
  '$path opens at #$section before any JavaScript (CSS scroll-initial-target)',
  page => {
    expect(head(readPublic(page.path))).toContain(`#${page.section}{scroll-initial-target:nearest}`)
  },
)

it.each(pages)(
  '$path preloads the image it paints largest where it opens at the products or the video, else none',
  page => {
    const preloads = head(readPublic(page.path)).match(/<link[^>]*as="image"[^>]*>/g) ?? []
    if (page.section === 'products') {
      expect(preloads).toHaveLength(1)
      expect(preloads[0]).toMatch(/type="image\/avif"/)
      expect(preloads[0]).toMatch(
        new RegExp(`imageSrcSet="[^"]*/${imageName(products[0]!.image)}\\.avif 320w`),
      )
    } else if (page.section === SECTION.services) {
      expect(preloads).toHaveLength(1)
      expect(preloads[0]).toContain(`href="${storyPoster()}"`)
    } else {
      expect(preloads).toEqual([])
    }
  },
)

it('the video poster stays under 15 kB: every route fetches it with the page', () => {
  expect(fs.statSync(publicPath(storyPoster())).size).toBeLessThan(15_000)
})

it.each(DISPLAY_FACES)('$file holds exactly the characters its @font-face declares', face => {
  // 0xFFFF closes every cmap table; it is not a character.
  const font = fontkit.openSync(path.resolve(__dirname, '../..', face.file)) as fontkit.Font
  const inFile = font.characterSet.filter(code => code !== 0xffff)
  expect(inFile.sort((a, b) => a - b)).toEqual(codePointsOf(face.unicodeRange))
})

it('the home page opens at the top', () => {
  expect(readPublic('/')).not.toContain('scroll-initial-target')
})

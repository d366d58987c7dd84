/**
 * @jest-environment node
 *
 * What the built pages do for speed, checked in the HTML itself (Lighthouse numbers: npm run bench).
 */
import fs from 'fs'
import pages from '../../content/pages.json'
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER } from '../../src/config/deferred-scripts'
import { DISPLAY_FONT, displayFontLoader } from '../../src/config/display-font'
import { EAGER_COMPILE_HINT } from '../../src/node/compile-hints-plugin'
import { publicPath, readPublic, readWebpackStats } from '../fixtures/public-files'

const stats = readWebpackStats()
const head = (html: string): string => html.slice(0, html.indexOf('</head>'))
/** The video poster in /showcase/'s HTML, the image that route paints largest. */
const showcasePoster = (): string => readPublic('/showcase/').match(/<video[^>]*poster="([^"]+)"/)![1]!

describe.each(pages.map(page => page.path))('%s', route => {
  const html = readPublic(route)

  it('adds the small subset display font after the first paint, and nothing declares it before', () => {
    const url = html.match(/url\((\/static\/dm-serif-display-400-basic-[0-9a-f]+\.woff2)\)/)?.[1]
    expect(url).toBeDefined()
    expect(html).toContain(`<script>${displayFontLoader({ ...DISPLAY_FONT, url: url! })}</script>`)
    expect(fs.statSync(publicPath(url!)).size).toBeLessThan(12_000)
    // No @font-face and no preload: either would make the browser fetch it with the first layout.
    expect(html).not.toMatch(/@font-face/)
    expect(html).not.toMatch(/<link[^>]*as="font"/)
  })

  it('has no GatsbyImage runtime: no fade-in styles or scripts, no noscript copies', () => {
    expect(html).not.toContain('gatsby-image-wrapper')
    expect(html).not.toContain('data-main-image')
    expect(html).not.toMatch(/<script type="module"/)
  })

  it('lazy-loads every image but, on the route that opens at the hero, the hero image', () => {
    const images = html.match(/<img [^>]*>/g) ?? []
    const eager = images.filter(img => !img.includes('loading="lazy"'))
    const opensAtHero = pages.find(page => page.path === route)!.section === 'home'
    expect(eager).toHaveLength(opensAtHero ? 1 : 0)
    if (opensAtHero) {
      expect(eager[0]).toMatch(/fetchpriority="high"/)
      expect(eager[0]).toMatch(/loading="eager"/)
      expect(eager[0]).toMatch(/hero\.jpg/)
    }
    // Every image reserves its space before it loads.
    for (const img of images.filter(tag => !tag.startsWith('<img src="data:'))) {
      expect(img).toMatch(/width="\d+"/)
      expect(img).toMatch(/height="\d+"/)
    }
  })

  it('leaves the poster and captions out of the page unless it opens at the video (or runs no JavaScript)', () => {
    const opensAtVideo = pages.find(page => page.path === route)!.section === 'services'
    // The <noscript> copy of the player (poster, captions on) is parsed only without JavaScript.
    const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    expect(/<video[^>]*poster=/.test(live)).toBe(opensAtVideo)
    expect(live).not.toMatch(/<track[^>]*default/)
  })

  it('fetches its JavaScript only after the first paint: every script tag waits in a template', () => {
    const template = html.match(new RegExp(`<template id="${DEFERRED_SCRIPTS_ID}">([\\s\\S]*?)</template>`))
    expect(template).not.toBeNull()
    expect(template![1]).toMatch(/<script src="\/app-[0-9a-f]+\.js" async>/)
    expect(template![1]).toMatch(/<script src="\/framework-[0-9a-f]+\.js" async>/)
    const outside = html.replace(template![0], '')
    expect(outside).not.toMatch(/<script[^>]* src=/)
    expect(outside).not.toMatch(/<link[^>]*rel="(preload|modulepreload)"[^>]*as="script"/)
    expect(outside).toContain(`<script>${DEFERRED_SCRIPTS_LOADER}</script>`)
  })

  it('asks V8 to compile every script it loads while it streams in: the hint is their first line', () => {
    // The tags in the page, and the template's chunk Gatsby's loader fetches at start-up.
    const tags = [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].map(match => match[1]!)
    const template = stats.assetsByChunkName['component---src-templates-section-page-tsx']!
    const scripts = [...tags, ...template.filter(file => file.endsWith('.js')).map(file => `/${file}`)]
    expect(scripts.length).toBeGreaterThanOrEqual(4)
    for (const script of scripts) {
      const firstLine = fs.readFileSync(publicPath(script), 'utf8').split('\n', 1)[0]
      expect({ script, firstLine }).toEqual({ script, firstLine: EAGER_COMPILE_HINT })
    }
  })

  it('does not load the story video before play', () => {
    expect(html).toMatch(/<video[^>]*preload="none"/)
  })
})

it.each(pages.filter(page => page.section !== 'home'))(
  '$path opens at #$section before any JavaScript (CSS scroll-initial-target)',
  page => {
    expect(head(readPublic(page.path))).toContain(`#${page.section}{scroll-initial-target:nearest}`)
  },
)

it('/product/ and /showcase/ preload the image they paint largest; the others preload no image', () => {
  const imagePreloads = (route: string) => head(readPublic(route)).match(/<link[^>]*as="image"[^>]*>/g) ?? []
  const product = imagePreloads('/product/')
  expect(product).toHaveLength(1)
  expect(product[0]).toMatch(/type="image\/avif"/)
  expect(product[0]).toMatch(/imageSrcSet="[^"]*powdered-okro-one\.avif 320w/)
  expect(product[0]).toMatch(/fetchpriority="high"/)
  const showcase = imagePreloads('/showcase/')
  expect(showcase).toHaveLength(1)
  expect(showcase[0]).toContain(`href="${showcasePoster()}"`)
  expect(imagePreloads('/')).toEqual([])
  expect(imagePreloads('/about/')).toEqual([])
})

it('the video poster, the largest paint of /showcase/, stays under 15 kB', () => {
  expect(fs.statSync(publicPath(showcasePoster())).size).toBeLessThan(15_000)
})

it('the home page opens at the top', () => {
  expect(readPublic('/')).not.toContain('scroll-initial-target')
})

/**
 * What gatsby-ssr.tsx does to the <head> gatsby-plugin-manifest writes: one inline favicon, and the
 * manifest link added after the first paint (src/node/head-links.tsx).
 */
import fs from 'fs'
import path from 'path'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BRAND_MARK_SVG } from '../../src/config/brand'
import { minifySvg, svgFileDataUri } from '../../src/node/brand-mark-data-uri'
import { lightenHeadLinks, manifestLoader } from '../../src/node/head-links'

/** What the plugin puts in the head (gatsby-plugin-manifest's gatsby-ssr), plus a neighbour. */
const pluginHead = () => [
  <meta key="theme" name="theme-color" content="#1F4D2B" />,
  <link key="svg" rel="icon" href="/favicon.svg?v=1" type="image/svg+xml" />,
  <link key="png" rel="icon" href="/favicon-32x32.png?v=1" type="image/png" />,
  <link key="manifest" rel="manifest" href="/manifest.webmanifest" crossOrigin="anonymous" />,
  <link key="touch" rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png" />,
]

const html = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>)

describe('lightenHeadLinks', () => {
  const head = lightenHeadLinks(pluginHead(), 'data:image/svg+xml,<svg/>')

  it('replaces the favicons with one inline icon, where the first one was', () => {
    expect(html(head)).toMatch(
      /^<meta name="theme-color" content="#1F4D2B"\/><link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,&lt;svg\/&gt;"\/><noscript>/,
    )
    expect(html(head)).not.toContain('favicon')
  })

  it('keeps the manifest link for visitors without JavaScript and adds it by script for the rest', () => {
    const markup = html(head)
    expect(markup).toContain(
      '<noscript><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/></noscript><script>',
    )
    expect(markup.match(/<link rel="manifest"/g)).toHaveLength(1)
    expect(markup).toContain('l.href="/manifest.webmanifest";l.crossOrigin="anonymous";')
  })

  it('leaves everything else as it was, in order', () => {
    expect(html(head)).toMatch(
      /<\/script><link rel="apple-touch-icon" sizes="180x180" href="\/apple-touch-icon.png"\/>$/,
    )
  })

  it('changes nothing in a head without those links', () => {
    const others = [<title key="t">Drobonso Farms</title>, 'text', null]
    expect(lightenHeadLinks(others, 'data:,')).toEqual(others)
  })
})

describe('manifestLoader', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    jest.useRealTimers()
  })

  it('adds the manifest link once the first paint is done, not before', () => {
    jest.useFakeTimers()
    new Function(manifestLoader('/manifest.webmanifest', 'use-credentials'))()
    expect(document.querySelector('link[rel="manifest"]')).toBeNull()
    jest.advanceTimersByTime(3000)
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest')
    expect(links[0]?.crossOrigin).toBe('use-credentials')
  })

  it('cannot be closed early by what the href holds', () => {
    const source = manifestLoader('/m"</script><script>alert(1)//')
    expect(source).not.toMatch(/<\/script/i)
    expect(source).not.toContain('crossOrigin')
    jest.useFakeTimers()
    new Function(source)()
    jest.advanceTimersByTime(3000)
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/m"</script><script>alert(1)//',
    )
  })
})

describe('the inline brand mark', () => {
  it('drops what a favicon does not draw and keeps every shape', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" role="img" aria-labelledby="t">
      <!-- a comment -->
      <title id="t">Mark</title>
      <desc>A circle</desc>
      <defs>
      </defs>
      <circle r="4" fill="#1F4D2B"/>
    </svg>`
    expect(minifySvg(svg)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4" fill="#1F4D2B"/></svg>',
    )
  })

  it('is the artwork file as a compact data: URI with all its shapes', () => {
    const file = path.resolve(__dirname, '../..', BRAND_MARK_SVG)
    const shapes = (svg: string) => svg.match(/<(circle|path|g) /g)
    const uri = svgFileDataUri(file)
    expect(uri).toMatch(/^data:image\/svg\+xml,%3csvg /)
    // Characters that would end the attribute or the URI, or break the <head>, are escaped.
    expect(uri).not.toMatch(/["<>#\n]/)
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length))
    expect(shapes(svg)).toEqual(shapes(fs.readFileSync(file, 'utf8')))
    expect(svg).not.toMatch(/<title|<desc|<!--/)
    // A favicon reads fine at a fraction of the artwork file's size.
    expect(uri.length).toBeLessThan(2000)
  })
})

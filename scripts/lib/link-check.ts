/**
 * Link and asset integrity of a built site: every reference in every page of public/ must work
 * once deployed, without a network. Internal href/src/srcset/poster and CSS url()s resolve to a
 * file, #fragments to an element on the target page; tel: and mailto: are well-formed; external
 * links use https and, when they open a new tab, rel="noopener noreferrer".
 *
 * It takes the HTML parser as an argument (the browser's DOMParser, which Jest's jsdom provides)
 * so it needs no HTML library of its own.
 */
import fs from 'fs'
import path from 'path'
import { z } from 'zod'
import { listFiles } from '../../plugins/security-headers/csp'

export type ParseHtml = (html: string) => Document

/** Attributes holding one URL, by element. */
const URL_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['iframe[src]', 'src'],
  ['form[action]', 'action'],
  ['meta[property="og:image"]', 'content'],
  ['meta[property="og:url"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
]

const SRCSET_ELEMENTS = ['img[srcset]', 'source[srcset]']

/** Where a reference was found, for messages: `<img srcset> candidate`. */
interface Reference {
  where: string
  url: string
  element?: Element
}

const isEmail = (value: string): boolean => z.email().safeParse(value).success

/** The URLs in a CSS text's url(...) functions. */
export const cssUrls = (css: string): string[] =>
  [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map(match => match[2]!.trim())

/**
 * The URLs of a srcset attribute's candidates, parsed as the HTML standard does: Gatsby writes
 * "a.jpg 360w,b.jpg 720w" with no space after the comma, so splitting on ", " would miss most.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let position = 0
  while (position < srcset.length) {
    while (position < srcset.length && /[\s,]/.test(srcset[position]!)) position++
    const start = position
    while (position < srcset.length && !/\s/.test(srcset[position]!)) position++
    let url = srcset.slice(start, position)
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '')
    } else {
      // Skip the descriptors ("360w", "2x") up to the comma that ends this candidate.
      let depth = 0
      while (position < srcset.length) {
        const char = srcset[position++]
        if (char === '(') depth++
        else if (char === ')') depth--
        else if (char === ',' && depth <= 0) break
      }
    }
    if (url) urls.push(url)
  }
  return urls
}

interface Site {
  publicDir: string
  origin: string
  parse: ParseHtml
  documents: Map<string, Document | undefined>
}

/** The file in public/ that answers an internal URL path, or why none does. */
function fileFor(site: Site, pathname: string): { file?: string; problem?: string } {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { problem: 'is not a valid URL path' }
  }
  const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded
  const file = path.join(site.publicDir, relative)
  if (!file.startsWith(site.publicDir + path.sep)) return { problem: 'points outside the site' }
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return { file }
  if (fs.existsSync(path.join(site.publicDir, decoded, 'index.html')))
    return { problem: `needs a trailing slash (${pathname}/): without it the host answers with a redirect` }
  return { problem: 'does not exist in public/' }
}

function documentFor(site: Site, file: string): Document | undefined {
  if (!site.documents.has(file)) {
    site.documents.set(file, file.endsWith('.html') ? site.parse(fs.readFileSync(file, 'utf8')) : undefined)
  }
  return site.documents.get(file)
}

/** The element a fragment names: an id, or for the old style, an <a name>. */
const hasTarget = (document: Document, fragment: string): boolean =>
  document.getElementById(fragment) !== null || document.getElementsByName(fragment).length > 0

function checkReference(site: Site, page: string, reference: Reference): string | undefined {
  const { url, where, element } = reference
  const shown = `${where} "${url.length > 80 ? `${url.slice(0, 77)}…` : url}"`
  const trimmed = url.trim()
  if (trimmed === '') return `${shown}: empty URL`
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()

  if (scheme === 'tel')
    return /^tel:\+[1-9]\d{7,14}$/.test(trimmed)
      ? undefined
      : `${shown}: a tel: link must be + and 8 to 15 digits (E.164), e.g. tel:+233200000000`
  if (scheme === 'mailto') {
    const address = decodeURIComponent(trimmed.slice('mailto:'.length).split('?')[0]!)
    return isEmail(address) ? undefined : `${shown}: a mailto: link must hold one valid email address`
  }
  if (scheme === 'data') return undefined
  if (scheme === 'javascript') return `${shown}: javascript: URLs do not work under the CSP`
  if (scheme && scheme !== 'http' && scheme !== 'https') return `${shown}: unexpected ${scheme}: URL`

  const resolved = new URL(trimmed, `${site.origin}${page}`)
  if (resolved.origin !== site.origin) {
    if (resolved.protocol !== 'https:') return `${shown}: external links must use https`
    if (element?.getAttribute('target') === '_blank') {
      const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        return `${shown}: opens a new tab, so it needs rel="noopener noreferrer"`
    }
    return undefined
  }

  const { file, problem } = fileFor(site, resolved.pathname)
  if (!file) return `${shown}: ${resolved.pathname} ${problem}`
  if (resolved.hash) {
    const fragment = decodeURIComponent(resolved.hash.slice(1))
    const target = documentFor(site, file)
    if (!fragment) return `${shown}: empty #fragment`
    if (!target || !hasTarget(target, fragment))
      return `${shown}: no element with id "${fragment}" on ${resolved.pathname}`
  }
  return undefined
}

/** The references of one page: attributes, srcset candidates, CSS url()s (inline and linked). */
function referencesOf(site: Site, page: string, document: Document): Reference[] {
  const references: Reference[] = []
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of document.querySelectorAll(selector)) {
      const url = element.getAttribute(attribute)!
      // Only URLs in meta tags: other content values are text.
      if (selector.startsWith('meta') && !/^(https?:)?\//.test(url)) continue
      references.push({ where: `<${selector.split('[')[0]} ${attribute}>`, url, element })
    }
  }
  for (const selector of SRCSET_ELEMENTS) {
    for (const element of document.querySelectorAll(selector)) {
      for (const url of srcsetUrls(element.getAttribute('srcset')!)) {
        references.push({ where: `<${selector.split('[')[0]} srcset> candidate`, url, element })
      }
    }
  }
  for (const style of document.querySelectorAll('style')) {
    for (const url of cssUrls(style.textContent ?? '')) references.push({ where: '<style> url()', url })
  }
  for (const element of document.querySelectorAll('[style]')) {
    for (const url of cssUrls(element.getAttribute('style')!))
      references.push({ where: 'style="" url()', url })
  }
  // Linked stylesheets: their url()s are relative to the stylesheet.
  for (const link of document.querySelectorAll('link[rel~="stylesheet"][href]')) {
    const href = new URL(link.getAttribute('href')!, `${site.origin}${page}`)
    if (href.origin !== site.origin) continue
    const { file } = fileFor(site, href.pathname)
    if (!file) continue
    for (const url of cssUrls(fs.readFileSync(file, 'utf8'))) {
      references.push({ where: `${href.pathname} url()`, url: new URL(url, href).href })
    }
  }
  return references
}

/** The URL path a built HTML file answers: about/index.html → /about/, 404.html → /404.html. */
const routeOf = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`

/**
 * Every broken or unsafe reference in the pages of publicDir, as "page: where "url": problem".
 * `origin` is the deployed site's (canonical) origin: absolute URLs on it count as internal.
 */
export function checkLinks(publicDir: string, parse: ParseHtml, origin: string): string[] {
  const site: Site = { publicDir: path.resolve(publicDir), origin, parse, documents: new Map() }
  const problems: string[] = []
  // Gatsby's slice fragments are stitched into the pages, which are checked whole.
  const pages = listFiles(site.publicDir, '.html').filter(file => !file.startsWith('_gatsby/'))
  for (const file of pages) {
    const page = routeOf(file)
    const document = documentFor(site, path.join(site.publicDir, file))!
    const seen = new Set<string>()
    for (const reference of referencesOf(site, page, document)) {
      const problem = checkReference(site, page, reference)
      if (problem && !seen.has(problem)) {
        seen.add(problem)
        problems.push(`${page}: ${problem}`)
      }
    }
  }
  return problems
}

/**
 * Link and asset integrity of a built site, offline: internal href/src/srcset/poster and CSS url()s
 * resolve to a file in public/, #fragments to an element on the target page; tel: and mailto: are
 * well-formed; external links use https and, in a new tab, rel="noopener noreferrer". Parsing is
 * htmlparser2's, as in the CSP writer; linkinator and hyperlink check none of the last three rules.
 */
import fs from 'fs'
import path from 'path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { z } from 'zod'
import { listFiles } from '../../plugins/security-headers/csp'

/** Attributes holding URLs, by element; srcset holds a list of them. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  form: ['action'],
}
/** <meta> whose content is a URL. */
const URL_METAS = new Set(['og:image', 'og:url', 'twitter:image'])

type Element = ReturnType<typeof DomUtils.findAll>[number]

/** Where a reference was found, for messages: `<img srcset> candidate`. */
interface Reference {
  where: string
  url: string
  element?: Element
}

/** The URLs in a CSS text's url(...) functions. */
export const cssUrls = (css: string): string[] =>
  [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map(match => match[2]!.trim())

/**
 * The URLs of a srcset attribute's candidates, split as the HTML standard does: a URL runs to the
 * next whitespace (it may hold commas), so Gatsby's "a.jpg 360w,b.jpg 720w" gives two.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  for (let rest = srcset.replace(/^[\s,]+/, ''); rest; rest = rest.replace(/^[\s,]+/, '')) {
    const url = /^\S+/.exec(rest)![0]
    rest = rest.slice(url.length)
    // A URL ending in a comma ends its candidate; otherwise descriptors ("360w") run to the comma.
    if (!url.endsWith(',')) rest = rest.replace(/^[^,]*/, '')
    urls.push(url.replace(/,+$/, ''))
  }
  return urls.filter(Boolean)
}

interface Site {
  publicDir: string
  origin: string
  /** The fragment targets (ids, <a name>) of each HTML file read so far. */
  targets: Map<string, Set<string>>
}

/** The file in public/ that answers an internal URL path, or why none does. */
function fileFor(site: Site, pathname: string): { file?: string; problem?: string } {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { problem: 'is not a valid URL path' }
  }
  const file = path.join(site.publicDir, decoded.endsWith('/') ? `${decoded}index.html` : decoded)
  if (!file.startsWith(site.publicDir + path.sep)) return { problem: 'points outside the site' }
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return { file }
  if (fs.existsSync(path.join(site.publicDir, decoded, 'index.html')))
    return { problem: `needs a trailing slash (${pathname}/): without it the host answers with a redirect` }
  return { problem: 'does not exist in public/' }
}

const elementsOf = (html: string): Element[] => DomUtils.findAll(() => true, parseDocument(html).children)

function targetsOf(site: Site, file: string): Set<string> {
  if (!site.targets.has(file)) {
    const elements = file.endsWith('.html') ? elementsOf(fs.readFileSync(file, 'utf8')) : []
    const names = elements.flatMap(({ name, attribs }) => [
      attribs.id,
      name === 'a' ? attribs.name : undefined,
    ])
    site.targets.set(file, new Set(names.filter((name): name is string => name !== undefined)))
  }
  return site.targets.get(file)!
}

function checkReference(site: Site, page: string, { url, where, element }: Reference): string | undefined {
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
    return z.email().safeParse(address).success
      ? undefined
      : `${shown}: a mailto: link must hold one valid email address`
  }
  if (scheme === 'data') return undefined
  if (scheme === 'javascript') return `${shown}: javascript: URLs do not work under the CSP`
  if (scheme && scheme !== 'http' && scheme !== 'https') return `${shown}: unexpected ${scheme}: URL`

  const resolved = new URL(trimmed, `${site.origin}${page}`)
  if (resolved.origin !== site.origin) {
    if (resolved.protocol !== 'https:') return `${shown}: external links must use https`
    const rel = (element?.attribs.rel ?? '').toLowerCase().split(/\s+/)
    if (element?.attribs.target === '_blank' && !(rel.includes('noopener') && rel.includes('noreferrer')))
      return `${shown}: opens a new tab, so it needs rel="noopener noreferrer"`
    return undefined
  }

  const { file, problem } = fileFor(site, resolved.pathname)
  if (!file) return `${shown}: ${resolved.pathname} ${problem}`
  if (!resolved.hash) return undefined
  const fragment = decodeURIComponent(resolved.hash.slice(1))
  if (!fragment) return `${shown}: empty #fragment`
  if (!targetsOf(site, file).has(fragment))
    return `${shown}: no element with id "${fragment}" on ${resolved.pathname}`
  return undefined
}

/** The references of one page in document order: attributes, srcset candidates, CSS url()s. */
function referencesOf(site: Site, page: string, html: string): Reference[] {
  const references: Reference[] = []
  for (const element of elementsOf(html)) {
    const { name, attribs } = element
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const value = attribs[attribute]
      if (value === undefined) continue
      if (attribute === 'srcset') {
        for (const url of srcsetUrls(value))
          references.push({ where: `<${name} srcset> candidate`, url, element })
      } else {
        references.push({ where: `<${name} ${attribute}>`, url: value, element })
      }
    }
    const meta = attribs.property ?? attribs.name
    if (name === 'meta' && meta && URL_METAS.has(meta) && /^(https?:)?\//.test(attribs.content ?? ''))
      references.push({ where: '<meta content>', url: attribs.content! })
    if (name === 'style')
      for (const url of cssUrls(DomUtils.textContent(element)))
        references.push({ where: '<style> url()', url })
    if (attribs.style !== undefined)
      for (const url of cssUrls(attribs.style)) references.push({ where: 'style="" url()', url })
    // Linked stylesheets: their url()s are relative to the stylesheet.
    if (name === 'link' && attribs.href && (attribs.rel ?? '').split(/\s+/).includes('stylesheet')) {
      const href = new URL(attribs.href, `${site.origin}${page}`)
      const { file } = href.origin === site.origin ? fileFor(site, href.pathname) : {}
      for (const url of file ? cssUrls(fs.readFileSync(file, 'utf8')) : [])
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
export function checkLinks(publicDir: string, origin: string): string[] {
  const site: Site = { publicDir: path.resolve(publicDir), origin, targets: new Map() }
  const problems = new Set<string>()
  // Gatsby's slice fragments are stitched into the pages, which are checked whole.
  for (const file of listFiles(site.publicDir, '.html').filter(name => !name.startsWith('_gatsby/'))) {
    const page = routeOf(file)
    const html = fs.readFileSync(path.join(site.publicDir, file), 'utf8')
    for (const reference of referencesOf(site, page, html)) {
      const problem = checkReference(site, page, reference)
      if (problem) problems.add(`${page}: ${problem}`)
    }
  }
  return [...problems]
}

/** The benchmark's floor: no script, no preload only a script would read, everything else as built. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const LINK = /<link\b[^>]*>/gi

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

function isScriptPreload(tag: string): boolean {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
  const as = (attribute(tag, 'as') ?? '').toLowerCase()
  const href = attribute(tag, 'href') ?? ''
  if (rel.includes('modulepreload')) return true
  if (!rel.includes('preload') && !rel.includes('prefetch')) return false
  return as === 'script' || (as === 'fetch' && /(^|\/)(page-data|app-data)/.test(href))
}

export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, tag => (isScriptPreload(tag) ? '' : tag))
}

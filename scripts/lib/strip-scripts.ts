/** The benchmark's floor: no script, no preload only a script would read, everything else as built. */
import fs from 'fs'
import os from 'os'
import path from 'path'
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

function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, tag => (isScriptPreload(tag) ? '' : tag))
}

/** Each route's floor at `/__bench/floor/<route>` in a temporary folder for nginx's extra root. */
export function writeFloors(publicDir: string, routes: readonly string[]): string {
  const extra = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-bench-'))
  for (const route of routes) {
    const dir = path.join(extra, 'floor', route)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      stripScripts(fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')),
    )
  }
  return extra
}

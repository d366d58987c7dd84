/** The /admin/ page: this site's script, then Decap's bundle, which carries its own React. */
import { createRequire } from 'module'
import path from 'path'
import escapeHtml from 'escape-html'

export const ADMIN_SCRIPTS = { site: 'cms.js', decap: 'decap-cms.js' } as const

/** The site's own styles that lay Decap out at a phone's width; linked in the body so they follow, and win over, the styles Decap adds to the head. */
export const ADMIN_STYLES = 'admin.css'

/** Decap's bundle loads chunks, WebAssembly and maps from its own folder, so /admin/ needs them beside it. */
export const isDecapFile = (name: string): boolean =>
  /^(?:\d+\.)?decap-cms\.js(?:\.map|\.LICENSE\.txt)?$/.test(name) || /\.wasm$/.test(name)

/** The folder of the installed decap-cms's main file, dist/decap-cms.js, found as Node finds it from the site. */
export const decapDist = (siteDir: string): string =>
  path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('decap-cms'))

export function adminPage({ title, favicon }: { title: string; favicon: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="none">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${escapeHtml(favicon)}">
<script defer src="${ADMIN_SCRIPTS.site}"></script>
<script defer src="${ADMIN_SCRIPTS.decap}"></script>
</head>
<body>
<link rel="stylesheet" href="${ADMIN_STYLES}">
</body>
</html>
`
}

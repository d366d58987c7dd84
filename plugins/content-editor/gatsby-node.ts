/** /admin/ is Decap's published bundle beside admin.ts (esbuild), so none of it reaches the site's webpack build. */
import fs from 'fs'
import path from 'path'
import { setTimeout as sleep } from 'timers/promises'
import { build } from 'esbuild'
import type { GatsbyNode, Reporter } from 'gatsby'
import { buildEditorConfig, editorBackend } from './editor-config'
import { ADMIN_SCRIPTS, ADMIN_STYLES, adminPage, decapDist, isDecapFile } from './admin-page'
import { LOCAL_EDITOR_ENV } from './local-backend'

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    adminEntry: Joi.string().required().description('Absolute path of plugins/content-editor/admin.ts'),
    siteUrl: Joi.string().required().description('The deployed origin'),
    title: Joi.string().required().description("The editor page's <title>"),
    favicon: Joi.string().required().description("Absolute path of the editor's favicon"),
  })

type Options = Record<'adminEntry' | 'siteUrl' | 'title' | 'favicon', string>
/** What this plugin reads of Gatsby's program state (its command and its options). */
type Program = { directory: string; host: string; port: number; proxyPort?: number }

const ADMIN = 'admin'

/** After Gatsby has emptied public/ for a fresh build, and before `gatsby develop` serves it. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store, reporter }, options) => {
  const { directory } = store.getState().program as Program
  const { adminEntry, siteUrl, title, favicon } = options as unknown as Options
  const timer = reporter.activityTimer('content editor at /admin/ (Decap CMS)')
  timer.start()
  const out = path.join(directory, 'public', ADMIN)
  fs.rmSync(out, { recursive: true, force: true })
  const dist = decapDist(directory)
  fs.cpSync(dist, out, { recursive: true, filter: file => file === dist || isDecapFile(path.basename(file)) })

  const config = buildEditorConfig({ siteUrl, backend: editorBackend(process.env) })
  await build({
    entryPoints: [adminEntry],
    outfile: path.join(out, ADMIN_SCRIPTS.site),
    bundle: true,
    target: 'es2020',
    minify: process.env.NODE_ENV === 'production',
    sourcemap: true,
    define: { EDITOR_CONFIG: JSON.stringify(config) },
  })

  // The stylesheet sits beside admin.ts, whose place the site's config gives.
  fs.copyFileSync(path.join(path.dirname(adminEntry), ADMIN_STYLES), path.join(out, ADMIN_STYLES))
  const icon = `favicon${path.extname(favicon)}`
  fs.copyFileSync(favicon, path.join(out, icon))
  fs.writeFileSync(path.join(out, 'index.html'), adminPage({ title, favicon: icon }))
  timer.end()
}

/** The line docs/editing-in-the-browser.md tells the farm to wait for, once the page really answers. */
async function announceWhenServed(url: string, reporter: Reporter): Promise<void> {
  for (;;) {
    // A server not listening yet answers as an empty page would.
    const page = await fetch(url)
      .then(response => (response.ok ? response.text() : ''))
      .catch(() => '')
    if (page.includes(ADMIN_SCRIPTS.decap)) return reporter.info(`Decap CMS is running at ${url}`)
    await sleep(1_000, undefined, { ref: false })
  }
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, store, reporter }) => {
  const { directory, host, port, proxyPort } = store.getState().program as Program
  // Gatsby's static files redirect /admin to /admin/ (relative script addresses need the slash) but serve no index.html.
  app.get(`/${ADMIN}/`, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.join(directory, 'public', ADMIN, 'index.html')),
  )
  // Only `npm run cms` starts the local backend the editor saves through, so only it says the editor is there.
  if (process.env[LOCAL_EDITOR_ENV] === '1')
    void announceWhenServed(`http://${host}:${proxyPort ?? port}/${ADMIN}/`, reporter)
}

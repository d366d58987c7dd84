/** Runs before Decap's bundle, which finds the flag below and waits to be configured and started here. */
import type { CMS, CmsConfig } from 'decap-cms-core'
import type { EditorConfig } from './editor-config'
import { LIST_KEY, listFormat, objectFormat } from './content-json'
import { localBackend, siteLinks } from './local-backend'
import { registerPhotoWidget } from './photo-widget'

declare const EDITOR_CONFIG: EditorConfig

const decap = window as { CMS_MANUAL_INIT?: boolean; CMS?: CMS }
decap.CMS_MANUAL_INIT = true

// A folded list entry opens with a tap on its name or its bar, not only on the arrow at its corner.
document.addEventListener('click', event => {
  const target = event.target instanceof Element ? event.target : null
  const name = target?.closest('[class*="-NestedObjectLabel"]')
  const bar = name ? name.previousElementSibling : target?.closest('[class*="-StyledListItemTopBar"]')
  // Only the bar's empty part: its arrow, grip and × keep their own jobs.
  if (!bar || (!name && target !== bar) || !bar.nextElementSibling?.matches('[class*="-NestedObjectLabel"]'))
    return
  if (name && getComputedStyle(name).display === 'none') return
  bar.querySelector('button')?.click()
})

/** Decap loads an entry only as its editor mounts: straight from one entry's address to another's showed an empty form. */
const ENTRY_ROUTE = /^#\/collections\/[^/]+\/entries\/./
window.addEventListener('hashchange', ({ oldURL, newURL }) => {
  const [from, to] = [new URL(oldURL).hash, new URL(newURL).hash]
  if (from !== to && ENTRY_ROUTE.test(from) && ENTRY_ROUTE.test(to)) window.location.reload()
})

// Decap rejects with no reason when it refuses a Publish, after marking the fields to fix: not an error to report.
window.addEventListener('unhandledrejection', event => {
  if (event.reason === undefined) event.preventDefault()
})

// Both scripts are deferred, in this order, so Decap's has run by DOMContentLoaded.
document.addEventListener('DOMContentLoaded', () => {
  const cms = decap.CMS
  if (!cms) throw new Error('decap-cms.js did not load: /admin/ has no editor.')
  registerPhotoWidget(cms)
  for (const collection of EDITOR_CONFIG.collections) {
    const { fields } = collection.files[0]
    const list = fields.length === 1 && fields[0]!.name === LIST_KEY ? fields[0]! : undefined
    cms.registerCustomFormat(collection.format, 'json', list ? listFormat(list) : objectFormat(fields))
  }

  // Decap prefixes a failed pattern with "didn't match the pattern"; ours are whole sentences on their own.
  const english = structuredClone(cms.getLocale('en')) as {
    editor: { editorControlPane: { widget: Record<string, string> } }
  }
  english.editor.editorControlPane.widget.regexPattern = '%{pattern}'
  cms.registerLocale('en', english)

  // EditorField is one flat interface where CmsField is a union by widget, hence the cast.
  const config = {
    ...EDITOR_CONFIG,
    ...siteLinks(window.location),
    local_backend: localBackend(window.location),
  } as unknown as CmsConfig
  cms.init({ config })
})

/**
 * The page at /admin/: Decap CMS with the configuration made at build time from the content schema
 * (editor-config.ts, passed in as EDITOR_CONFIG by gatsby-node.ts). Only this page loads it; the
 * visitor pages never do.
 */
import CMS from 'decap-cms-app'
import type { EditorConfig } from './editor-config'
import { LIST_KEY, listFormat, objectFormat } from './content-json'
import { localBackend } from './local-backend'

declare const EDITOR_CONFIG: EditorConfig

// decap-cms-app's types come from a newer decap-cms-core than its pinned bundle; EditorConfig is the
// subset of their config this site uses.
type DecapConfig = NonNullable<Parameters<typeof CMS.init>[0]>['config']

for (const collection of EDITOR_CONFIG.collections) {
  const { fields } = collection.files[0]
  const list = fields.length === 1 && fields[0]!.name === LIST_KEY ? fields[0]! : undefined
  CMS.registerCustomFormat(collection.format, 'json', list ? listFormat(list) : objectFormat(fields))
}

// Decap words a failed pattern as "<label> didn't match the pattern: <message>". The messages here
// are whole sentences in the validator's words, so they are shown on their own.
const english = CMS.getLocale('en')
if (english) {
  const phrases = structuredClone(english) as {
    editor: { editorControlPane: { widget: Record<string, string> } }
  }
  phrases.editor.editorControlPane.widget.regexPattern = '%{pattern}'
  CMS.registerLocale('en', phrases)
}

CMS.init({
  config: { ...EDITOR_CONFIG, local_backend: localBackend(window.location) } as unknown as DecapConfig,
})

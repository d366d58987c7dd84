/** The /admin/ page, with the config made at build time; visitor pages never load Decap. */
import CMS from 'decap-cms-app'
import type { EditorConfig } from './editor-config'
import { LIST_KEY, listFormat, objectFormat } from './content-json'
import { localBackend } from './local-backend'

declare const EDITOR_CONFIG: EditorConfig

// decap-cms-app's types come from a newer decap-cms-core than its pinned bundle, hence the cast.
type DecapConfig = NonNullable<Parameters<typeof CMS.init>[0]>['config']

for (const collection of EDITOR_CONFIG.collections) {
  const { fields } = collection.files[0]
  const list = fields.length === 1 && fields[0]!.name === LIST_KEY ? fields[0]! : undefined
  CMS.registerCustomFormat(collection.format, 'json', list ? listFormat(list) : objectFormat(fields))
}

// Decap prefixes a failed pattern with "didn't match the pattern"; ours are whole sentences on their own.
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

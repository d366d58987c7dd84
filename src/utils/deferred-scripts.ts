/** The inert <template> that holds Gatsby's body scripts until the first screen has loaded. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts'

/** Set on the search form by a submit before hydration; the search bar answers it once hydrated. */
export const PENDING_SEARCH_ATTRIBUTE = 'data-pending-search'

// Adds Gatsby's scripts after `load`, once the page's eager images (the largest paint's among them)
// are decoded, two frames (so they are painted) and an idle moment: the scripts never share the
// link or the main thread with the first screen. A search submitted before hydration is marked on
// its form (the search bar clears the mark on every submit it handles) and asks for the scripts at once.
// Inlined as written at the end of <body>: nothing from outside its body, no comments, no `?.`.
export function loadDeferredScripts(document: Document, templateId: string, pendingAttribute: string): void {
  const view = document.defaultView
  const template = document.getElementById(templateId)
  if (!view || !(template instanceof view.HTMLTemplateElement)) return
  let started = false
  const start = (): void => {
    if (started) return
    started = true
    const scripts = template.content.querySelectorAll('script')
    for (let i = 0; i < scripts.length; i++) {
      const copy = document.createElement('script')
      const attributes = scripts[i]!.attributes
      for (let j = 0; j < attributes.length; j++) copy.setAttribute(attributes[j]!.name, attributes[j]!.value)
      copy.text = scripts[i]!.text
      document.body.appendChild(copy)
    }
  }
  const idle = (): void => {
    if (view.requestIdleCallback) view.requestIdleCallback(start, { timeout: 2000 })
    else view.setTimeout(start, 0)
  }
  const afterPaint = (): void => {
    const images = document.querySelectorAll('img:not([loading="lazy"])')
    const decoded: Promise<unknown>[] = []
    for (let i = 0; i < images.length; i++) {
      const image = images[i] as HTMLImageElement
      if (image.decode) decoded.push(image.decode().catch(() => undefined))
    }
    Promise.all(decoded).then(() => view.requestAnimationFrame(() => view.requestAnimationFrame(idle)))
  }
  document.addEventListener(
    'submit',
    event => {
      const form = event.target
      if (!(form instanceof view.HTMLFormElement) || form.getAttribute('role') !== 'search') return
      form.setAttribute(pendingAttribute, '')
      start()
    },
    true,
  )
  if (document.readyState === 'complete') afterPaint()
  else view.addEventListener('load', afterPaint)
}

export const DEFERRED_SCRIPTS_SCRIPT = `(${loadDeferredScripts.toString()})(document, ${JSON.stringify(
  DEFERRED_SCRIPTS_ID,
)}, ${JSON.stringify(PENDING_SEARCH_ATTRIBUTE)})`

/** The inert <template> that holds Gatsby's body scripts until the first screen has loaded. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts'

/** Set on the search form by a submit before hydration; the search bar answers it once hydrated. */
export const PENDING_SEARCH_ATTRIBUTE = 'data-pending-search'

/** How long the scripts wait for `load`, and then for the eager images' decode, before they start anyway. */
export const LOAD_WAIT_LIMIT_MS = 4000
export const DECODE_WAIT_LIMIT_MS = 1500

// Adds Gatsby's scripts after `load`, once the page's eager images (the largest paint's among them)
// are decoded, two frames (so they are painted) and an idle moment: the scripts never share the
// link or the main thread with the first screen. Each wait has a limit, so an image or a font that
// never arrives cannot keep the page from hydrating. A search submitted before hydration is marked
// on its form (the search bar clears the mark on every submit it handles) and asks for the scripts
// at once; so does an engine without popovers, whose menu and search bar need the script.
export function loadDeferredScripts(document: Document): void {
  const view = document.defaultView
  const template = document.getElementById(DEFERRED_SCRIPTS_ID)
  if (!view || !(template instanceof view.HTMLTemplateElement)) return
  let started = false
  const start = (): void => {
    if (started) return
    started = true
    for (const script of template.content.querySelectorAll('script')) {
      const copy = document.createElement('script')
      for (const { name, value } of script.attributes) copy.setAttribute(name, value)
      copy.text = script.text
      document.body.appendChild(copy)
    }
  }
  const idle = (): void => {
    if (view.requestIdleCallback) view.requestIdleCallback(start, { timeout: 2000 })
    else view.setTimeout(start, 0)
  }
  const limit = (ms: number): Promise<void> => new Promise(resolve => view.setTimeout(resolve, ms))
  let loaded = false
  const afterLoad = (): void => {
    if (loaded) return
    loaded = true
    const decoded = [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].map(image =>
      image.decode?.().catch(() => undefined),
    )
    void Promise.race([Promise.all(decoded), limit(DECODE_WAIT_LIMIT_MS)]).then(() =>
      view.requestAnimationFrame(() => view.requestAnimationFrame(idle)),
    )
  }
  document.addEventListener(
    'submit',
    event => {
      const form = event.target
      if (!(form instanceof view.HTMLFormElement) || form.getAttribute('role') !== 'search') return
      form.setAttribute(PENDING_SEARCH_ATTRIBUTE, '')
      start()
    },
    true,
  )
  if (!('popover' in view.HTMLElement.prototype)) start()
  else if (document.readyState === 'complete') afterLoad()
  else {
    view.addEventListener('load', afterLoad)
    void limit(LOAD_WAIT_LIMIT_MS).then(afterLoad)
  }
}

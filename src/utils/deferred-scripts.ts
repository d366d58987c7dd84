/** The inert <template> that holds Gatsby's body scripts until the first screen has loaded. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts'

/** Set on the search form by a submit before hydration; the search bar answers it once hydrated. */
export const PENDING_SEARCH_ATTRIBUTE = 'data-pending-search'

/** How long the scripts wait for `load`, and then for the eager images' decode, before they start anyway. */
export const LOAD_WAIT_LIMIT_MS = 4000
export const DECODE_WAIT_LIMIT_MS = 1500

// Gatsby's scripts wait for `load`, the eager images' decode, two painted frames and an idle moment, so they
// never share the link or the main thread with the first screen; each wait has a limit, so a lost image or font
// cannot keep the page from hydrating. A search sent before hydration (marked on its form, the search bar
// clears the mark) or an engine without popovers (its menu needs the script) asks for them at once.
export function loadDeferredScripts(document: Document): void {
  const view = document.defaultView
  const template = document.getElementById(DEFERRED_SCRIPTS_ID)
  if (!view || !(template instanceof view.HTMLTemplateElement)) return
  let started = false
  const start = (): void => {
    if (started) return
    started = true
    // A copy runs where the held script never did: a script's clone is not yet started, like a new one.
    for (const script of template.content.querySelectorAll('script'))
      document.body.appendChild(document.importNode(script, true))
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

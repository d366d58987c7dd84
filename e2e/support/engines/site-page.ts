import type { EnginePage, ScriptMode } from './engine-page'
import { waitFor } from './engine-page'
import { hydrated } from '../hydrated'

export class SitePage {
  constructor(
    readonly page: EnginePage,
    private readonly baseURL: string,
  ) {}

  async open(path: string, scripts: ScriptMode): Promise<void> {
    const url = new URL(path, this.baseURL)
    if (scripts !== 'on') url.searchParams.set('scripts', scripts)
    await this.page.open(url.href)
    if (scripts !== 'on') return
    // A limit on hanging only: beside Lighthouse, WebKitGTK's load, idle moment and hydration can take seconds.
    await waitFor(
      'React to hydrate',
      async () => ((await this.page.evaluate(hydrated)) ? true : undefined),
      60_000,
    )
  }

  /**
   * Scrolled to the middle at once, since the site's smooth scroll would move it under the pointer. Asked again
   * until the element takes the pointer at its centre, as Playwright's own actionability check waits: after a
   * resize or a scroll under load, an engine can answer for a frame with the page's layout not yet settled.
   */
  async tap(selector: string, text?: string): Promise<void> {
    const target = `${selector}${text ? ` "${text}"` : ''}`
    let last = ''
    const point = await waitFor(`${target} to take the pointer`, async () => {
      const answer = await this.page.evaluate(hitPoint, selector, text ?? null)
      if ('error' in answer) last = answer.error
      return 'error' in answer ? undefined : answer
    }).catch((error: unknown) => {
      throw new Error(`Cannot tap ${target}: ${last} (${String(error)})`)
    })
    await this.page.clickAt(point.x, point.y)
  }
}

/** The element's centre once scrolled into view, or what stands over it there. */
const hitPoint = (selector: string, text: string | null): { x: number; y: number } | { error: string } => {
  const element = [...document.querySelectorAll(selector)].find(
    candidate => text === null || candidate.textContent?.trim() === text,
  )
  if (!element) return { error: 'no such element' }
  // The page's smooth scrolling set aside, since Chromium 110's scrollIntoView ignores 'instant'.
  const html = document.documentElement
  html.style.scrollBehavior = 'auto'
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
  html.style.scrollBehavior = ''
  const box = element.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  const hit = document.elementFromPoint(x, y)
  if (!hit || !element.contains(hit)) return { error: `covered by <${hit?.localName}> at ${x},${y}` }
  return { x, y }
}

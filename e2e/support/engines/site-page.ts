import type { EnginePage, ScriptMode } from './engine-page'
import { waitFor } from './engine-page'

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
    // Gatsby marks the first client render from an effect, so the mark exists once hydration has committed.
    await waitFor('React to hydrate', async () =>
      (await this.page.evaluate(
        () => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0,
      ))
        ? true
        : undefined,
    )
  }

  /** Scrolled to the middle at once, since the site's smooth scroll would move it under the pointer. */
  async tap(selector: string, text?: string): Promise<void> {
    const point = await this.page.evaluate(
      (selector: string, text: string | null) => {
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
      },
      selector,
      text ?? null,
    )
    if ('error' in point) throw new Error(`Cannot tap ${selector}${text ? ` "${text}"` : ''}: ${point.error}`)
    await this.page.clickAt(point.x, point.y)
  }
}

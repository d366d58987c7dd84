/** While `gatsby develop` runs, the content check's problems (server-sent by plugins/content-source) shown in the tab too. */
import { PALETTE } from '../config/palette'

/** Where plugins/content-source sends them; only the development server answers it. */
export const CONTENT_PROBLEMS_PATH = '/__content-problems'

/** The element that holds the notice, in a shadow root so the site's styles and it leave each other alone. */
export const CONTENT_PROBLEMS_ELEMENT = 'content-problems'

/** One event: every problem as the terminal prints it, and what the site does meanwhile. */
export interface ContentProblems {
  problems: string[]
  summary: string
}

const STYLE = `
  :host { all: initial; }
  div {
    position: fixed; inset: auto 0 0 0; z-index: 2147483647; box-sizing: border-box;
    max-height: 50vh; overflow: auto; padding: 1rem 1.25rem;
    background: ${PALETTE.white}; color: ${PALETTE['ink-900']};
    border-top: 0.375rem solid ${PALETTE['earth-600']}; box-shadow: 0 -0.25rem 1rem ${PALETTE['shadow-color']};
    font: 1rem/1.45 system-ui, sans-serif; overflow-wrap: anywhere;
  }
  ul { margin: 0 0 0.75rem; padding-left: 1.25rem; }
  li + li { margin-top: 0.5rem; }
  p { margin: 0; font-weight: 600; }
`

/** Renders the latest problems at the bottom of the page (none: nothing), and removes it all when called back. */
export function showContentProblems(window: Window & Pick<typeof globalThis, 'EventSource'>): () => void {
  const { document } = window
  const events = new window.EventSource(CONTENT_PROBLEMS_PATH)
  let host: HTMLElement | undefined
  // As text, never as markup: a problem quotes the content.
  const element = (tag: string, text: string): HTMLElement =>
    Object.assign(document.createElement(tag), { textContent: text })

  events.addEventListener('message', event => {
    const { problems, summary } = JSON.parse(event.data as string) as ContentProblems
    host?.remove()
    host = undefined
    if (problems.length === 0) return
    const notice = document.createElement('div')
    notice.setAttribute('role', 'alert')
    const list = document.createElement('ul')
    list.append(...problems.map(problem => element('li', problem)))
    notice.append(list, element('p', summary))
    host = document.createElement(CONTENT_PROBLEMS_ELEMENT)
    host.attachShadow({ mode: 'open' }).append(element('style', STYLE), notice)
    document.body.append(host)
  })

  return () => {
    events.close()
    host?.remove()
  }
}

/**
 * The notice `gatsby develop` shows over the page while the content has a problem: each line as the
 * terminal prints it, then what the site does meanwhile; gone once the content is mended.
 */
import {
  CONTENT_PROBLEMS_ELEMENT,
  CONTENT_PROBLEMS_PATH,
  type ContentProblems,
  showContentProblems,
} from '../../src/utils/content-problems'

/** jsdom has no EventSource: this one records its address and lets the test send its events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource
  closed = false
  constructor(readonly url: string) {
    super()
    FakeEventSource.last = this
  }
  close(): void {
    this.closed = true
  }
  send(data: ContentProblems): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }))
  }
}

const notice = () =>
  document.querySelector(CONTENT_PROBLEMS_ELEMENT)?.shadowRoot?.querySelector('[role="alert"]')

const PROBLEMS: ContentProblems = {
  problems: ['content/products.json, entry 2 ("<b>Two</b>"), field "price" must be …', 'content/site.json …'],
  summary: 'content/ has 2 problems (listed above). The site shows the content as it was before: …',
}

it('shows each problem, then the summary, over the page, and removes them once the content is fine', () => {
  const stop = showContentProblems(Object.assign(window, { EventSource: FakeEventSource }))
  const events = FakeEventSource.last
  expect(events.url).toBe(CONTENT_PROBLEMS_PATH)
  events.send({ problems: [], summary: '' })
  expect(notice()).toBeUndefined()

  events.send(PROBLEMS)
  // As text: a name in the content is never read as markup.
  expect(Array.from(notice()!.querySelectorAll('li'), item => item.textContent)).toEqual(PROBLEMS.problems)
  expect(notice()!.querySelector('p')).toHaveTextContent(PROBLEMS.summary)
  events.send({ problems: PROBLEMS.problems.slice(1), summary: 'content/ has 1 problem …' })
  expect(document.querySelectorAll(CONTENT_PROBLEMS_ELEMENT)).toHaveLength(1)
  expect(notice()!.querySelectorAll('li')).toHaveLength(1)

  events.send({ problems: [], summary: '' })
  expect(document.querySelector(CONTENT_PROBLEMS_ELEMENT)).toBeNull()

  events.send(PROBLEMS)
  stop()
  expect(events.closed).toBe(true)
  expect(document.querySelector(CONTENT_PROBLEMS_ELEMENT)).toBeNull()
})

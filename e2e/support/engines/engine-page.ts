/** One interface over Firefox's WebDriver BiDi and WebKitGTK's classic WebDriver, so a test reads the same. */

export type EngineName = 'firefox' | 'webkit' | 'chromium110'

/** `held` runs only the inline scripts (head and end of body), as before hydration (e2e/support/site-server.ts). */
export type ScriptMode = 'on' | 'off' | 'held'

export interface Size {
  width: number
  height: number
}

/** Its arguments and result cross as JSON, so it must close over nothing. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result

export interface EnginePage {
  readonly engine: EngineName
  open(url: string): Promise<void>
  /** The page's innerWidth × innerHeight, not the window's. */
  setViewport(size: Size): Promise<void>
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>
  clickAt(x: number, y: number): Promise<void>
  press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void>
  type(text: string): Promise<void>
  /** Accepts the alert, so the page goes on. */
  nextAlert(): Promise<string>
  /** Script errors since the page was opened, where the driver reports them (Chromium 110's does). */
  errors?(): string[]
  close(): Promise<void>
}

const STATE_TIMEOUT_MS = 10_000

/** Waits for a state, never for a fixed time: `check` is asked again until it returns a value. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = STATE_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Gave up after ${timeoutMs} ms waiting for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

/** What Playwright's and puppeteer's pages share for alerts: a `dialog` event. */
interface DialogSource {
  on(event: 'dialog', listener: (dialog: { message(): string; accept(): Promise<unknown> }) => void): unknown
}

/** Accepts every alert the page raises and keeps its text for nextAlert to hand out in turn. */
export function alertQueue(page: DialogSource): { next: () => Promise<string> } {
  const alerts: string[] = []
  let read = 0
  page.on('dialog', dialog => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return {
    async next() {
      await waitFor('an alert', async () => (alerts.length > read ? true : undefined))
      return alerts[read++]!
    },
  }
}

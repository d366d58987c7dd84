/**
 * What the cross-engine suite does to a page, the same in every engine: Firefox through WebDriver
 * BiDi (firefox-page.ts) and WebKitGTK through classic WebDriver (webkit-page.ts). One browser per
 * engine serves the whole run; each test opens its page afresh.
 */

export type EngineName = 'firefox' | 'webkit'

/**
 * Which of the page's scripts run (see e2e/support/site-server.ts): all of them, none (JavaScript
 * off), or only the inline ones in <head> (before hydration: the bundles held back).
 */
export type ScriptMode = 'on' | 'off' | 'held'

export interface Size {
  width: number
  height: number
}

/** A function run in the page: its arguments and result cross as JSON, and it closes over nothing. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result

export interface EnginePage {
  readonly engine: EngineName
  /** Opens an absolute URL and waits for its load event. */
  open(url: string): Promise<void>
  /** Sizes the viewport (the page's innerWidth × innerHeight). */
  setViewport(size: Size): Promise<void>
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>
  /** Moves the pointer to the viewport point and clicks there, as a finger or mouse would. */
  clickAt(x: number, y: number): Promise<void>
  /** Presses and releases a key in the focused element. */
  press(key: 'Enter' | 'Escape'): Promise<void>
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>
  /** Waits for the page's next alert, accepts it and returns its message. */
  nextAlert(): Promise<string>
  close(): Promise<void>
}

/** How long a driver waits for a state before it gives up. */
export const STATE_TIMEOUT_MS = 10_000

/**
 * Asks `check` again until it returns something other than undefined: waiting for a state, never
 * for a fixed time. Throws, naming `what`, when the state has not come after `timeoutMs`.
 */
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

/**
 * The few commands of classic WebDriver (W3C, over HTTP) the suite sends to WebKitWebDriver:
 * small enough to write out with fetch, where a client library would bring a tree of packages.
 */

interface WebDriverError {
  error: string
  message: string
}

/** A WebDriver error answer ("no such alert", "unexpected alert open", …) with its code. */
export class WebDriverCommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const { value } = (await response.json()) as { value: T | WebDriverError }
  const failure = value as WebDriverError | null
  if (!response.ok || (failure && typeof failure === 'object' && 'error' in failure)) {
    const { error, message } = failure ?? { error: String(response.status), message: '' }
    throw new WebDriverCommandError(error, `${method} ${new URL(url).pathname}: ${error}: ${message}`)
  }
  return value as T
}

export interface WebDriverSession {
  /** Sends a command to this session: `path` follows /session/{id}. */
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>
  /** Ends the session (the driver closes its browser). */
  end(): Promise<void>
}

/** Starts a session on the driver at `driverUrl` with these capabilities. */
export async function newSession(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
  const { sessionId } = await send<{ sessionId: string }>('POST', `${driverUrl}/session`, {
    capabilities: { alwaysMatch: capabilities },
  })
  const base = `${driverUrl}/session/${sessionId}`
  return {
    command: (method, path, body) =>
      send(method, `${base}${path}`, method === 'POST' ? (body ?? {}) : undefined),
    end: () => send<void>('DELETE', base),
  }
}

/** The driver answers /status with ready: true. */
export async function driverReady(driverUrl: string): Promise<true | undefined> {
  try {
    const { ready } = await send<{ ready: boolean }>('GET', `${driverUrl}/status`)
    return ready || undefined
  } catch {
    return undefined
  }
}

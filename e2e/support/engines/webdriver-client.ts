/** The few classic WebDriver commands the suite sends: a client library would bring a tree of packages. */

interface WebDriverError {
  error: string
  message: string
}

/** Carries WebDriver's code, so a caller can wait through "no such alert". */
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
  /** `path` follows /session/{id}. */
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>
  end(): Promise<void>
}

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

/** Undefined until ready, so it serves waitFor. */
export async function driverReady(driverUrl: string): Promise<true | undefined> {
  try {
    const { ready } = await send<{ ready: boolean }>('GET', `${driverUrl}/status`)
    return ready || undefined
  } catch {
    return undefined
  }
}

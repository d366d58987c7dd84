/** What the benches share: nginx serving public/ (beside each route's floor), a headless Chromium, a slow phone, medians. */
import { spawn } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { setTimeout as sleep } from 'timers/promises'
import { type Browser, type CDPSession, type Page, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './system-tools'

interface NginxOptions {
  /** Routes also served without scripts, at /__bench/floor<route>. */
  floors?: readonly string[]
  /** nginx-test-server.ts's variables, such as NGINX_GZIP_STATIC. */
  env?: Record<string, string>
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Every script, and the `<link as="script">` Gatsby writes for a preload comment (its only script preload). */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<link\b[^>]*\bas="script"[^>]*>/gi

function writeFloors(publicDir: string, routes: readonly string[]): string {
  const extra = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-bench-'))
  for (const route of routes) {
    const dir = path.join(extra, 'floor', route)
    fs.mkdirSync(dir, { recursive: true })
    const html = fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')
    fs.writeFileSync(path.join(dir, 'index.html'), html.replace(SCRIPTS, ''))
  }
  return extra
}

/** Runs `bench` against nginx-test-server.ts on `port`, once its plain-HTTP port answers. */
export async function withNginx<T>(
  port: number,
  { floors = [], env = {} }: NginxOptions,
  bench: (origin: string) => Promise<T>,
): Promise<T> {
  const extraRoot = floors.length ? writeFloors(path.resolve(__dirname, '../../public'), floors) : undefined
  const child = spawn('npx', ['tsx', path.resolve(__dirname, 'nginx-test-server.ts')], {
    // Both ports: an NGINX_HTTP_PORT exported for the nginx suite must not move this server's plain-HTTP port.
    env: {
      ...process.env,
      ...env,
      ...(extraRoot && { NGINX_EXTRA_ROOT: extraRoot }),
      NGINX_PORT: String(port),
      NGINX_HTTP_PORT: String(port + 1),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error('nginx did not start (see the messages above)')
      if (attempt === 100) throw new Error(`nginx did not answer on port ${port + 1} within 20 s`)
      if (await fetch(`http://127.0.0.1:${port + 1}/`, { redirect: 'manual' }).catch(() => null)) break
      await sleep(200)
    }
    return await bench(`https://127.0.0.1:${port}`)
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
    await exited
    if (extraRoot) fs.rmSync(extraRoot, { recursive: true, force: true })
  }
}

export const withChromium = <T>(
  port: number,
  options: NginxOptions,
  bench: (origin: string, browser: Browser) => Promise<T>,
): Promise<T> =>
  withNginx(port, options, async origin => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
    try {
      return await bench(origin, browser)
    } finally {
      await browser.close()
    }
  })

/** A new visitor's phone: a throttled network and CPU in real Chromium. */
export const SLOW_PHONE = {
  latencyMs: 400,
  kbitPerSecond: 400,
  cpuSlowdown: 4,
  viewport: { width: 375, height: 740 },
} as const

/** Issue 45's phone for taps during hydration: slow 4G rather than the slow phone's 3G link. */
export const SLOW_4G = { latencyMs: 150, kbitPerSecond: 1600 } as const

/** `measure` on the phone in a fresh context each time, so every visit is a new visitor's, with an empty cache. */
export async function onSlowPhone<T>(
  browser: Browser,
  javaScriptEnabled: boolean,
  network: { latencyMs: number; kbitPerSecond: number },
  measure: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled,
    // The run's own certificate is untrusted, and the site's CSP would refuse the evaluated predicates.
    ignoreHTTPSErrors: true,
    bypassCSP: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const bytesPerSecond = (network.kbitPerSecond * 1000) / 8
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
    return await measure(page, cdp)
  } finally {
    await context.close()
  }
}

/** A bench's entry point: a failure prints its message alone and exits 1. */
export function runBench(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

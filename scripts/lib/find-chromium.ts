/**
 * Finds a Chromium for the browser suite and the benchmarks: CHROME_PATH; a Chromium that
 * Playwright installed; the system's; Debian's `chromium`, installed when running as root.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { findSystemTool, isExecutable } from './find-system-tool'

/** Flags for a headless Chromium on a closed network, possibly as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function playwrightChromium(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright')
  if (!fs.existsSync(cache)) return undefined
  for (const dir of fs
    .readdirSync(cache)
    .filter(name => name.startsWith('chromium-'))
    .sort()
    .reverse()) {
    const candidate = path.join(cache, dir, 'chrome-linux', 'chrome')
    if (isExecutable(candidate)) return candidate
  }
  return undefined
}

/** The Chromium executable to drive; throws with the install command when there is none. */
export const findChromium = (): string =>
  findSystemTool({
    label: 'Chromium for the browser tests',
    envVar: 'CHROME_PATH',
    systemPaths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
    debianPackage: 'chromium',
    extraCandidates: playwrightChromium,
  })

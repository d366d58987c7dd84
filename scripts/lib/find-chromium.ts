/**
 * Finds a Chromium for the browser suite and the benchmarks. No browser can be downloaded here,
 * so the order is: CHROME_PATH; a Chromium that Playwright installed; the system's; and, as root
 * on Debian/Ubuntu, Debian's `chromium` package, installed on the spot. Never a silent skip.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
const INSTALL_HINT =
  'sudo apt-get update && sudo apt-get install -y chromium   (or set CHROME_PATH=/path/to/chrome)'

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

const isExecutable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

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

function installDebianChromium(): string | undefined {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !isExecutable('/usr/bin/apt-get')) return undefined
  console.warn('[chromium] No Chromium found: installing Debian\'s "chromium" package with apt-get…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  return SYSTEM_PATHS.find(isExecutable)
}

/** The Chromium executable to drive, installing Debian's when allowed; throws with the fix otherwise. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    throw new Error(`CHROME_PATH=${fromEnv} is not an executable file.`)
  }
  const found = playwrightChromium() ?? SYSTEM_PATHS.find(isExecutable) ?? installDebianChromium()
  if (found) return found
  throw new Error(`No Chromium found for the browser tests. Install one with:\n  ${INSTALL_HINT}`)
}

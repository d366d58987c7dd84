/** Finds the programs the suites drive, or names the Debian package that provides each. */
import { Launcher } from 'chrome-launcher'

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

export function required(found: string | undefined, name: string, envVar: string): string {
  if (found) return found
  throw new Error(
    `No ${name} found. Install it (sudo apt-get install -y ${name}) or set ${envVar}=/path/to/it.`,
  )
}

export const findChromium = (): string => required(Launcher.getFirstInstallation(), 'chromium', 'CHROME_PATH')

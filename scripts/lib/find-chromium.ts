/**
 * The Chromium for the browser suites, the screenshots and the benchmarks: CHROME_PATH, else
 * whatever chrome-launcher (Lighthouse's launcher) finds, else Debian's `chromium` installed as root.
 */
import { Launcher } from 'chrome-launcher'
import { findSystemTool } from './find-system-tool'

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

/** The Chromium executable to drive; throws with the install command when there is none. */
export const findChromium = (): string =>
  findSystemTool({
    label: 'Chromium for the browser tests',
    envVar: 'CHROME_PATH',
    debianPackage: 'chromium',
    find: () => Launcher.getInstallations()[0],
  })

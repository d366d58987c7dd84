/** Prints the Chromium the browser tests will use, installing Debian's when needed (see find-chromium). */
import { findChromium } from './lib/find-chromium'

try {
  console.log(`[chromium] using ${findChromium()}`)
} catch (error) {
  console.error(`[chromium] ${(error as Error).message}`)
  process.exit(1)
}

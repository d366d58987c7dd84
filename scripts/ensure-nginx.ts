/** Prints the nginx the host-config suite will use, installing Debian's when needed (see find-nginx). */
import { findNginx } from './lib/find-nginx'

try {
  console.log(`[nginx] using ${findNginx()}`)
} catch (error) {
  console.error(`[nginx] ${(error as Error).message}`)
  process.exit(1)
}

/**
 * The programs the suites, screenshots and benchmarks drive: Chromium as Lighthouse finds it
 * (chrome-launcher, which honours CHROME_PATH) and nginx (NGINX_PATH, else the usual places).
 * `npm test` installs Debian's packages first when either is missing (scripts/test-all.sh).
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
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

function required(found: string | undefined, name: string, envVar: string): string {
  if (found) return found
  throw new Error(
    `No ${name} found. Install it (sudo apt-get install -y ${name}) or set ${envVar}=/path/to/it.`,
  )
}

export const findChromium = (): string => required(Launcher.getFirstInstallation(), 'chromium', 'CHROME_PATH')

export const findNginx = (): string =>
  required(
    process.env.NGINX_PATH ||
      ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'].find(
        fs.existsSync,
      ),
    'nginx',
    'NGINX_PATH',
  )

/** The folder holding nginx's mime.types: its configuration prefix (/etc/nginx on Debian). */
export function nginxConfDir(nginx: string): string {
  // nginx -V prints its build options to stderr.
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1]
  return confPath ? path.dirname(confPath) : '/etc/nginx'
}

/** Finds the programs the suites drive, or names the Debian package that provides each. */
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

export function required(found: string | undefined, name: string, envVar: string): string {
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

/** nginx's mime.types lives in its configuration prefix, which differs between builds. */
export function nginxConfDir(nginx: string): string {
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1]
  return confPath ? path.dirname(confPath) : '/etc/nginx'
}

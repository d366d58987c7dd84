/**
 * Finds nginx for the host-config suite, as find-chromium does for the browser: NGINX_PATH; the
 * system's; and, as root on Debian/Ubuntu, Debian's `nginx` package installed on the spot. Never a
 * silent skip: without nginx the suite fails and prints the command that installs it.
 */
import { execFileSync, spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'

const SYSTEM_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']
export const NGINX_INSTALL_HINT =
  'sudo apt-get update && sudo apt-get install -y nginx   (or set NGINX_PATH=/path/to/nginx)'

const isExecutable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function installDebianNginx(): string | undefined {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !isExecutable('/usr/bin/apt-get')) return undefined
  console.warn('[nginx] No nginx found: installing Debian\'s "nginx" package with apt-get…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env })
  return SYSTEM_PATHS.find(isExecutable)
}

/** The nginx executable to run, installing Debian's when allowed; throws with the fix otherwise. */
export function findNginx(): string {
  const fromEnv = process.env.NGINX_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    throw new Error(`NGINX_PATH=${fromEnv} is not an executable file.`)
  }
  const found = SYSTEM_PATHS.find(isExecutable) ?? installDebianNginx()
  if (found) return found
  throw new Error(`No nginx found for the host-config tests. Install it with:\n  ${NGINX_INSTALL_HINT}`)
}

/** The folder holding nginx's mime.types: its configuration prefix (/etc/nginx on Debian). */
export function nginxConfDir(nginx: string): string {
  // nginx -V prints its build options to stderr.
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1]
  return confPath ? path.dirname(confPath) : '/etc/nginx'
}

/**
 * Finds nginx for the host-config suite, as find-chromium does for the browser: NGINX_PATH; the
 * system's; and, as root on Debian/Ubuntu, Debian's `nginx` package installed on the spot. Never a
 * silent skip: without nginx the suite fails and prints the command that installs it.
 */
import { spawnSync } from 'child_process'
import path from 'path'
import { findSystemTool, isExecutable } from './find-system-tool'

/** The nginx executable to run; throws with the install command when there is none. */
export const findNginx = (): string =>
  findSystemTool({
    label: 'nginx for the host-config tests',
    envVar: 'NGINX_PATH',
    debianPackage: 'nginx',
    find: () =>
      ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'].find(
        isExecutable,
      ),
  })

/** The folder holding nginx's mime.types: its configuration prefix (/etc/nginx on Debian). */
export function nginxConfDir(nginx: string): string {
  // nginx -V prints its build options to stderr.
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1]
  return confPath ? path.dirname(confPath) : '/etc/nginx'
}

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

/** nginx's mime.types lives in its configuration prefix, which differs between builds. */
export function nginxConfDir(nginx: string): string {
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1]
  return confPath ? path.dirname(confPath) : '/etc/nginx'
}

const firstExisting = (paths: string[]): string | undefined => paths.find(fs.existsSync)

function onPath(program: string): string | undefined {
  const { stdout } = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' })
  return stdout.trim() || undefined
}

export const findFirefox = (): string =>
  required(
    process.env.FIREFOX_PATH || onPath('firefox-esr') || onPath('firefox'),
    'firefox-esr',
    'FIREFOX_PATH',
  )

export const findWebKitWebDriver = (): string =>
  required(
    process.env.WEBKIT_WEBDRIVER_PATH || onPath('WebKitWebDriver'),
    'webkit2gtk-driver',
    'WEBKIT_WEBDRIVER_PATH',
  )

/** WebKitWebDriver drives this test browser, which Debian ships outside PATH, in libwebkit2gtk. */
export function findMiniBrowser(): string {
  const libDirs = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib', '/usr/libexec']
  const candidates = libDirs.flatMap(dir =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter(name => /^webkit2?gtk-[\d.]+$/.test(name))
          .sort()
          .reverse()
          .map(name => path.join(dir, name, 'MiniBrowser'))
      : [],
  )
  return required(
    process.env.MINIBROWSER_PATH || firstExisting(candidates),
    'webkit2gtk-driver',
    'MINIBROWSER_PATH',
  )
}

/** WebKitGTK's browser has no headless mode, so it runs on a virtual screen. */
export const findXvfbRun = (): string =>
  required(process.env.XVFB_RUN_PATH || onPath('xvfb-run'), 'xvfb', 'XVFB_RUN_PATH')

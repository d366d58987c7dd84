/** Finds the engines only the engines suite drives, or names the Debian package that provides each. */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { required } from '../../../scripts/lib/system-tools'

const firstExisting = (paths: string[]): string | undefined => paths.find(fs.existsSync)

/** The program's path when the shell finds it. */
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

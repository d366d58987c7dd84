/**
 * Finds a program the test suites drive (Chromium, nginx). Nothing can be downloaded here except
 * npm and Debian packages, so the order is: the override variable; other known places; the usual
 * system paths; and, as root on Debian/Ubuntu, the Debian package installed on the spot.
 * Never a silent skip: without the program, the error names the command that installs it.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'

export const isExecutable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

export interface SystemTool {
  /** What the tool is for, in messages: "Chromium for the browser tests". */
  label: string
  /** Environment variable that names the executable, e.g. CHROME_PATH. */
  envVar: string
  /** Where to look, in order, after the variable and `extraCandidates`. */
  systemPaths: readonly string[]
  /** The Debian package that provides it. */
  debianPackage: string
  /** Places only this tool knows about (e.g. Playwright's browser cache). */
  extraCandidates?: () => string | undefined
}

const installHint = (tool: SystemTool): string =>
  `sudo apt-get update && sudo apt-get install -y ${tool.debianPackage}   (or set ${tool.envVar}=/path/to/it)`

function installFromDebian(tool: SystemTool): string | undefined {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !isExecutable('/usr/bin/apt-get')) return undefined
  console.warn(
    `[${tool.debianPackage}] not found: installing Debian's "${tool.debianPackage}" package with apt-get…`,
  )
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', tool.debianPackage], { stdio: 'inherit', env })
  return tool.systemPaths.find(isExecutable)
}

/** The executable to run, installing the Debian package when allowed; throws with the fix otherwise. */
export function findSystemTool(tool: SystemTool): string {
  const fromEnv = process.env[tool.envVar]
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    throw new Error(`${tool.envVar}=${fromEnv} is not an executable file.`)
  }
  const found = tool.extraCandidates?.() ?? tool.systemPaths.find(isExecutable) ?? installFromDebian(tool)
  if (found) return found
  throw new Error(`No ${tool.label} found. Install it with:\n  ${installHint(tool)}`)
}

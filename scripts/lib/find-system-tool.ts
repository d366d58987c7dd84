/**
 * Finds a program the test suites drive (Chromium, nginx): the override variable, then the tool's
 * own search, then, as root on Debian/Ubuntu, its Debian package installed on the spot, because CI
 * machines start with neither. Never a silent skip: without it the error names the install command.
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
  /** The Debian package that provides it. */
  debianPackage: string
  /** The installed executable, if any. */
  find: () => string | undefined
}

function installFromDebian({ debianPackage }: SystemTool): boolean {
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !isExecutable('/usr/bin/apt-get')) return false
  console.warn(`[${debianPackage}] not found: installing Debian's "${debianPackage}" package with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env })
  return true
}

/** The executable to run, installing the Debian package when allowed; throws with the fix otherwise. */
export function findSystemTool(tool: SystemTool): string {
  const fromEnv = process.env[tool.envVar]
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    throw new Error(`${tool.envVar}=${fromEnv} is not an executable file.`)
  }
  const found = tool.find() ?? (installFromDebian(tool) ? tool.find() : undefined)
  if (found) return found
  throw new Error(
    `No ${tool.label} found. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${tool.debianPackage}   (or set ${tool.envVar}=/path/to/it)`,
  )
}

/** `npm start` (gatsby develop) on a copy of the project, in its own process group, for e2e/develop/. */
import { type ChildProcess, spawn } from 'child_process'
import fs from 'fs'
import path from 'path'
import { CONTENT } from '../../__tests__/fixtures/content'
import { copyProject } from '../../__tests__/fixtures/project-copy'

/** Its own port: 8000 is the farm's, 9000, 9280 and 9400 the other suites'. */
export const DEVELOP_PORT = Number(process.env.DEVELOP_PORT ?? 8300)

export interface DevelopServer {
  /** The copy of the project the server runs in. */
  root: string
  /** Its content (CONTENT_DIR), a copy of the content under test that a test may break and mend. */
  contentDir: string
  /** Everything the server has printed so far, without colours. */
  output: () => string
  /** Settles once the server sends the site's page, or fails if it stops first. */
  ready: Promise<void>
  /** Stops the whole process group by its id and removes the copy; safe at any time. */
  stop: () => Promise<void>
}

/**
 * A copy, so develop's .cache/ and public/ never mix with the production build the other suites test,
 * and a content edit never reaches the content under test.
 */
function copyProjectAndContent(): { root: string; contentDir: string } {
  const root = copyProject('drobonso-develop-')
  const contentDir = path.join(root, 'content')
  fs.cpSync(CONTENT, contentDir, { recursive: true })
  return { root, contentDir }
}

/** Signals every process in the child's group (npm, gatsby, its develop process and workers). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // The group has already gone.
  }
}

/** Ends the whole group, and waits until npm has gone. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise(resolve => child.once('exit', resolve))
    signalGroup(child, 'SIGTERM')
    // A limit on hanging, not a timing: Gatsby ends its workers on SIGTERM, whatever is left gets SIGKILL.
    const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000)
    await exited
    clearTimeout(killer)
  }
  signalGroup(child, 'SIGKILL')
}

/** Starts `npm start` on `port`; the caller keeps the handle before it waits, so it can always stop it. */
export function startDevelop(port: number): DevelopServer {
  const { root, contentDir } = copyProjectAndContent()
  // Without CI: Gatsby turns query on demand and its loading indicator off in CI, which the farm's computer is not.
  const { NODE_ENV: _testRunnerValue, CMS_LOCAL_EDITOR: _onlyNpmRunCms, CI: _ciOnly, ...env } = process.env
  const chunks: string[] = []
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, so stopping it by its id stops everything it started.
    detached: true,
    env: {
      ...env,
      CONTENT_DIR: contentDir,
      PORT: String(port),
      GATSBY_HOST: '127.0.0.1',
      GATSBY_TELEMETRY_DISABLED: '1',
      // What a terminal shows (in CI too, where Gatsby would print plainer lines): the tests read its headers.
      GATSBY_LOGGER: 'ink',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  // eslint-disable-next-line no-control-regex
  const output = (): string => chunks.join('').replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
  // Should the test runner end without stopping it, the group does not outlive it.
  const killGroup = (): void => signalGroup(child, 'SIGKILL')
  process.once('exit', killGroup)

  let stopped = false
  return {
    root,
    contentDir,
    output,
    ready: answering(`http://127.0.0.1:${port}/`, child, output, () => stopped),
    stop: async () => {
      stopped = true
      process.off('exit', killGroup)
      await stopGroup(child)
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Polls until the server sends the page (webpack holds requests until its first bundle is built). */
async function answering(
  url: string,
  child: ChildProcess,
  output: () => string,
  stopped: () => boolean,
): Promise<void> {
  while (!stopped()) {
    if (child.exitCode !== null)
      throw new Error(`npm start stopped (exit code ${child.exitCode}):\n${output()}`)
    try {
      const response = await fetch(url)
      if (response.ok && (await response.text()).includes('id="___gatsby"')) return
    } catch {
      // Not listening yet.
    }
    await new Promise(resolve => setTimeout(resolve, 500))
  }
}

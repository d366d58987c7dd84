/** `npm run cms`: the editor on this computer, writing content/ through a backend only 127.0.0.1 can reach. */
import { type ChildProcess, spawn } from 'child_process'
import path from 'path'
import { contentIsFine } from './lib/content-problems'
import { LOCAL_EDITOR_ENV } from '../plugins/content-editor/local-backend'

const ROOT = path.resolve(__dirname, '..')
const BACKEND_PORT = '8081' // the port Decap's `local_backend: true` looks for

const children: ChildProcess[] = []
let stopping = false

// Node itself, no shell, so it works the same on Windows.
function start(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  child.on('exit', code => {
    if (stopping) return
    console.error(`\n[cms] ${name} stopped${code ? ` (exit code ${code})` : ''}; stopping the rest.`)
    stop(code ?? 1)
  })
  children.push(child)
}

function stop(code: number): void {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

void contentIsFine().then(fine => {
  // The editor cannot open a file with a mistake, so the farm reads what to fix before anything starts.
  if (!fine) {
    process.exitCode = 1
    return
  }
  start('The local backend (decap-server)', require.resolve('decap-server/dist/index.js'), [], {
    GIT_REPO_DIRECTORY: ROOT,
    PORT: BACKEND_PORT,
    BIND_HOST: '127.0.0.1',
  })
  start('The development server (gatsby develop)', require.resolve('gatsby/cli.js'), ['develop'], {
    GATSBY_TELEMETRY_DISABLED: '1',
    [LOCAL_EDITOR_ENV]: '1',
  })

  console.log(
    '\n[cms] Starting. Wait for the line that says the editor (Decap CMS) is running, then open\n' +
      '[cms] http://localhost:8000/admin/ and press Login (no account: the files are on this computer).\n' +
      '[cms] Publish saves into content/ at once; the site at http://localhost:8000/ shows the change. Ctrl+C stops.\n',
  )
})

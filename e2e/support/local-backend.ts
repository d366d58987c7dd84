import { type ChildProcess, spawn } from 'child_process'
import fs from 'fs'
import net from 'net'
import os from 'os'
import path from 'path'
import { FROZEN_CONTENT } from '../../__tests__/fixtures/content'

export interface LocalBackend {
  root: string
  port: number
  adminUrl: string
  stop: () => Promise<void>
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** A copy of the frozen content keeps the entries a test opens fixed and the editor's writes out of the repo. */
export async function startLocalBackend(): Promise<LocalBackend> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-editor-'))
  fs.cpSync(FROZEN_CONTENT, path.join(root, 'content'), { recursive: true })
  const port = await freePort()
  const output: string[] = []
  const server: ChildProcess = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    // decap-server reads a .env file from its working directory, so that must be the copy too.
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: String(port), BIND_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))

  const api = `http://127.0.0.1:${port}/api/v1`
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      const response = await fetch(api, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      })
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`decap-server did not start on port ${port}:\n${output.join('')}`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }

  return {
    root,
    port,
    adminUrl: `/admin/?local-backend-port=${port}`,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise(resolve => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

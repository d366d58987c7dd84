/** Runs nginx-test-server.ts for the benchmarks; ready once its plain-HTTP port answers. */
import { spawn } from 'child_process'
import path from 'path'

export interface RunningNginx {
  origin: string
  stop: () => Promise<void>
}

export async function startNginx(port: number, env: Record<string, string> = {}): Promise<RunningNginx> {
  const child = spawn('npx', ['tsx', path.resolve(__dirname, 'nginx-test-server.ts')], {
    // Both ports: an NGINX_HTTP_PORT exported for the nginx suite must not move this server's plain-HTTP port.
    env: { ...process.env, ...env, NGINX_PORT: String(port), NGINX_HTTP_PORT: String(port + 1) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error('nginx did not start (see the messages above)')
    const up = await fetch(`http://127.0.0.1:${port + 1}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    )
    if (up) return { origin: `https://127.0.0.1:${port}`, stop }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`nginx did not answer on port ${port + 1} within 20 s`)
}

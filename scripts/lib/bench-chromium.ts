/**
 * The headless Chromium the benchmark drives: launched with a debugging port for Lighthouse and,
 * when the machine allows, with its renderers on CPUs of their own (see cpu-isolation.ts).
 */
import { spawn } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { CHROMIUM_ARGS } from './find-chromium'
import { formatCpuList, isolateRenderers, type CpuSplit } from './cpu-isolation'

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

export interface BenchChromium {
  version: string
  pid: number | undefined
  /** The --user-data-dir of this Chromium, which tells its processes from any other Chromium's. */
  profile: string
  stop: () => Promise<void>
}

export interface LaunchOptions {
  executable: string
  port: number
  extraArgs: string[]
  /**
   * Browser and helper processes on `harness`, renderers on `page`; null: share every CPU. The
   * caller moves its own processes (Lighthouse, the static host) to `harness`.
   */
  split: CpuSplit | null
}

/** Starts headless Chromium; resolves once its debugging port answers. */
export async function launchBenchChromium({
  executable,
  port,
  extraArgs,
  split,
}: LaunchOptions): Promise<BenchChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const args = [
    ...CHROMIUM_ARGS,
    ...extraArgs,
    '--headless=new',
    `--remote-debugging-port=${port}`,
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]
  // taskset execs Chromium in place, so the pid (and the process group killed on stop) is Chromium's.
  const child = split
    ? spawn('taskset', ['-c', formatCpuList(split.harness), executable, ...args], {
        detached: true,
        stdio: 'ignore',
      })
    : spawn(executable, args, { detached: true, stdio: 'ignore' })
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  const stop = async () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, sleep(5000)])
    } catch {
      // already gone
    }
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 })
  }
  const version = await debuggingPortVersion(port, () => child.exitCode !== null)
  if (!version) {
    await stop()
    throw new Error(
      `Chromium (${executable}) did not open its debugging port ${port} (in use? set BENCH_DEBUG_PORT to a free port)`,
    )
  }
  try {
    if (split) await isolateUntilSettled(profile, split)
  } catch (error) {
    await stop()
    throw error
  }
  return { version, pid: child.pid, profile, stop }
}

/**
 * Chromium forks its first renderers (the start tab, a spare) while it starts up: one forked from
 * the zygote just before the zygote moved would stay on the harness's CPUs. So move them again
 * until a pass finds no renderer it has not seen (at most 2 s); later ones inherit the zygote's CPUs.
 */
async function isolateUntilSettled(profile: string, split: CpuSplit): Promise<void> {
  let moved = isolateRenderers(profile, split)
  for (let pass = 0; pass < 10; pass++) {
    await sleep(200)
    const again = isolateRenderers(profile, split)
    if (again.every(pid => moved.includes(pid))) return
    moved = again
  }
}

/** Chromium's version once its debugging port answers; undefined if it exits or 15 s pass first. */
async function debuggingPortVersion(port: number, hasExited: () => boolean): Promise<string | undefined> {
  for (let attempt = 0; attempt < 100 && !hasExited(); attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`)
      return ((await response.json()) as { Browser: string }).Browser
    } catch {
      await sleep(150)
    }
  }
  return undefined
}

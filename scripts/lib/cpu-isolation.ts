/**
 * Gives the page under test CPUs of its own during the benchmark (Linux, `taskset`).
 *
 * Lighthouse's simulated TBT stretches the wall-clock length of every main-thread task of the page
 * by 4, so any time the page's thread spends waiting for a CPU counts as blocking. On a 2-CPU
 * machine the page's renderer shares the CPUs with the harness: Chromium's browser and GPU
 * processes (compositing the screenshots Lighthouse records, their threads at nice −8 when run as
 * root), Lighthouse itself and the static host. In traces of the home page from such runs, the
 * tasks TBT counted took 100-300 ms of wall clock for 10-30 ms of CPU, and TBT's median swung from
 * 0 to 170 ms with no change to the page. So the harness gets the first half of the CPUs and every
 * renderer the rest: the zygote that forks renderers and any renderer already running are moved,
 * and renderers forked later inherit the zygote's CPUs.
 */
import fs from 'fs'
import path from 'path'
import { spawnSync } from 'child_process'

export interface CpuSplit {
  /** Chromium's browser, GPU and utility processes, Lighthouse (this process) and the static host. */
  harness: number[]
  /** Every renderer: the page's main thread and its helpers. */
  page: number[]
}

/** "0-2,5" (taskset's and the kernel's list format) → [0, 1, 2, 5]. */
export function parseCpuList(list: string): number[] {
  const cpus = new Set<number>()
  for (const part of list.trim().split(',').filter(Boolean)) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim())
    if (!match) throw new Error(`not a CPU list: "${list}"`)
    const first = Number(match[1])
    const last = Number(match[2] ?? match[1])
    for (let cpu = first; cpu <= last; cpu++) cpus.add(cpu)
  }
  return [...cpus].sort((a, b) => a - b)
}

export const formatCpuList = (cpus: number[]): string => cpus.join(',')

/** The harness takes the first half of the CPUs (rounded down), the renderers the rest; null below 2. */
export function splitCpus(cpus: number[]): CpuSplit | null {
  if (cpus.length < 2) return null
  const harnessCount = Math.floor(cpus.length / 2)
  return { harness: cpus.slice(0, harnessCount), page: cpus.slice(harnessCount) }
}

export interface ProcessInfo {
  pid: number
  args: string[]
}

/**
 * Whether a process was started with `arg`. Matched on the joined command line, because Chromium's
 * zygote and its children rewrite theirs into one space-separated string.
 */
export const hasArg = ({ args }: ProcessInfo, arg: string): boolean =>
  ` ${args.join(' ')} `.includes(` ${arg} `)

/**
 * The processes of the Chromium using `profileDir` that fork or are renderers: every renderer, and
 * the zygote renderers are forked from (the one without --no-zygote-sandbox, which forks the GPU
 * and utility processes instead).
 */
export function rendererProcesses(processes: ProcessInfo[], profileDir: string): ProcessInfo[] {
  return processes.filter(
    info =>
      hasArg(info, `--user-data-dir=${profileDir}`) &&
      (hasArg(info, '--type=renderer') ||
        (hasArg(info, '--type=zygote') && !hasArg(info, '--no-zygote-sandbox'))),
  )
}

/** Every process this user can read the command line of, from /proc. */
export function listProcesses(): ProcessInfo[] {
  const processes: ProcessInfo[] = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const args = fs
        .readFileSync(path.join('/proc', name, 'cmdline'), 'utf8')
        .split('\0')
        .filter(Boolean)
      processes.push({ pid: Number(name), args })
    } catch {
      // exited while we looked
    }
  }
  return processes
}

const taskset = (args: string[]) => spawnSync('taskset', args, { encoding: 'utf8' })

/** The CPUs a process may run on, or null where `taskset` is missing or fails (not Linux). */
export function readAffinity(pid: number): number[] | null {
  const result = taskset(['-pc', String(pid)])
  if (result.status !== 0) return null
  const list = /list:\s*(\S+)/.exec(result.stdout)?.[1]
  return list ? parseCpuList(list) : null
}

/** Moves every thread of a process to the given CPUs; throws with taskset's message on failure. */
export function setAffinity(pid: number, cpus: number[]): void {
  const result = taskset(['-a', '-pc', formatCpuList(cpus), String(pid)])
  if (result.status !== 0) {
    throw new Error(
      `taskset could not move process ${pid} to CPUs ${formatCpuList(cpus)}: ${result.stderr.trim()}`,
    )
  }
}

/**
 * The split for this machine, from the CPUs this process may use; null (with the reason) when the
 * machine cannot be split: no taskset, or a single CPU.
 */
export function planCpuSplit(): { split: CpuSplit | null; reason: string } {
  if (process.platform !== 'linux') return { split: null, reason: 'not Linux' }
  const cpus = readAffinity(process.pid)
  if (!cpus) return { split: null, reason: 'taskset (util-linux) is not installed' }
  const split = splitCpus(cpus)
  return split
    ? { split, reason: '' }
    : { split: null, reason: `only CPU ${formatCpuList(cpus)} is available` }
}

/**
 * Moves the renderers of the Chromium using `profileDir`, and its renderer zygote, to the page's
 * CPUs. Throws when there is no zygote: Chromium would then fork renderers on the harness's CPUs,
 * and every process would share half the machine.
 */
export function isolateRenderers(profileDir: string, split: CpuSplit): number[] {
  const targets = rendererProcesses(listProcesses(), profileDir)
  if (!targets.some(info => hasArg(info, '--type=zygote'))) {
    throw new Error(
      `found no renderer zygote of the Chromium using ${profileDir} to move to CPU ${formatCpuList(split.page)}; ` +
        'measure with --shared-cpus',
    )
  }
  for (const { pid } of targets) {
    try {
      setAffinity(pid, split.page)
    } catch (error) {
      // A renderer can exit between the listing and the move; a zygote must not fail silently.
      if (fs.existsSync(`/proc/${pid}`)) throw error
    }
  }
  return targets.map(({ pid }) => pid)
}

/**
 * @jest-environment node
 */
import {
  formatCpuList,
  hasArg,
  listProcesses,
  parseCpuList,
  readAffinity,
  rendererProcesses,
  splitCpus,
  type ProcessInfo,
} from '../../scripts/lib/cpu-isolation'
import { launchBenchChromium } from '../../scripts/lib/bench-chromium'
import { findChromium } from '../../scripts/lib/find-chromium'

describe('CPU lists', () => {
  it('reads taskset and kernel lists, ranges included', () => {
    expect(parseCpuList('0-2,5')).toEqual([0, 1, 2, 5])
    expect(parseCpuList('1')).toEqual([1])
    expect(parseCpuList('3,1,1-2\n')).toEqual([1, 2, 3])
  })

  it('names what is wrong with a list it cannot read', () => {
    expect(() => parseCpuList('0-a')).toThrow('not a CPU list: "0-a"')
  })

  it('writes a list taskset accepts', () => {
    expect(formatCpuList([2, 3])).toBe('2,3')
  })
})

describe('splitting the CPUs between the harness and the renderers', () => {
  it('gives the renderers the second half, the larger one when the count is odd', () => {
    expect(splitCpus([0, 1])).toEqual({ harness: [0], page: [1] })
    expect(splitCpus([0, 1, 2])).toEqual({ harness: [0], page: [1, 2] })
    expect(splitCpus([4, 5, 6, 7])).toEqual({ harness: [4, 5], page: [6, 7] })
  })

  it('does not split a single CPU', () => {
    expect(splitCpus([0])).toBeNull()
  })
})

describe('finding the renderers of one Chromium', () => {
  const profile = '/tmp/bench-chromium-abc123'
  // Chromium's zygote and its children rewrite their command line into one string.
  const joined = (line: string): ProcessInfo['args'] => [line]
  const processes: ProcessInfo[] = [
    { pid: 1, args: ['/usr/lib/chromium/chromium', '--headless=new', `--user-data-dir=${profile}`] },
    {
      pid: 2,
      args: joined(`/usr/lib/chromium/chromium --type=zygote --no-zygote-sandbox --user-data-dir=${profile}`),
    },
    {
      pid: 3,
      args: joined(`/usr/lib/chromium/chromium --type=zygote --no-sandbox --user-data-dir=${profile}`),
    },
    { pid: 4, args: joined(`/usr/lib/chromium/chromium --type=gpu-process --user-data-dir=${profile}`) },
    {
      pid: 5,
      args: joined(`/usr/lib/chromium/chromium --type=renderer --user-data-dir=${profile} --lang=en-US`),
    },
    { pid: 6, args: ['/usr/lib/chromium/chromium', '--type=renderer', `--user-data-dir=${profile}`] },
    // Another Chromium, and one whose profile only starts like ours.
    { pid: 7, args: joined('/usr/lib/chromium/chromium --type=renderer --user-data-dir=/tmp/other') },
    { pid: 8, args: joined(`/usr/lib/chromium/chromium --type=renderer --user-data-dir=${profile}x`) },
  ]

  it('takes the renderer zygote and every renderer, not the browser, GPU or the other zygote', () => {
    expect(rendererProcesses(processes, profile).map(p => p.pid)).toEqual([3, 5, 6])
  })
})

const canSplit = process.platform === 'linux' && (readAffinity(process.pid)?.length ?? 0) >= 2

/** Pids of the renderers of the Chromium using `profile`. */
const renderersOf = (profile: string): number[] =>
  rendererProcesses(listProcesses(), profile)
    .filter(info => hasArg(info, '--type=renderer'))
    .map(({ pid }) => pid)

// The real thing, on Linux with 2+ CPUs (CI's machine): a page opened after launch runs in a
// renderer on the page's CPUs, and the browser process stays on the harness's.
;(canSplit ? describe : describe.skip)('the benchmark Chromium on a split machine', () => {
  jest.setTimeout(60_000)

  it('runs a new page in a renderer on the page CPUs, and Chromium itself on the harness CPUs', async () => {
    const cpus = readAffinity(process.pid)!
    const split = splitCpus(cpus)!
    const port = 9500 + Math.floor(Math.random() * 400)
    const chromium = await launchBenchChromium({ executable: findChromium(), port, extraArgs: [], split })
    try {
      const before = new Set(renderersOf(chromium.profile))
      await fetch(`http://127.0.0.1:${port}/json/new?${encodeURIComponent('data:text/html,<p>page</p>')}`, {
        method: 'PUT',
      })
      let forked: number[] = []
      for (let attempt = 0; attempt < 50 && forked.length === 0; attempt++) {
        await new Promise(resolve => setTimeout(resolve, 100))
        forked = renderersOf(chromium.profile).filter(pid => !before.has(pid))
      }
      expect(forked.length).toBeGreaterThan(0)
      for (const pid of renderersOf(chromium.profile)) expect(readAffinity(pid)).toEqual(split.page)
      expect(readAffinity(chromium.pid!)).toEqual(split.harness)
      // Launching leaves the caller where it was: moving Lighthouse and the host is the bench's job.
      expect(readAffinity(process.pid)).toEqual(cpus)
    } finally {
      await chromium.stop()
    }
  })
})

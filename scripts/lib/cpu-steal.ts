import fs from 'fs'

/** The machine's CPU time so far, in clock ticks: all of it, and what the hypervisor gave other guests. */
export interface CpuTimes {
  total: number
  steal: number
}

/**
 * Parses the aggregate `cpu` line of /proc/stat (user nice system idle iowait irq softirq steal ...).
 * Returns null when there is no such line (not Linux).
 */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find(row => /^cpu\s/.test(row))
  if (!line) return null
  const ticks = line.trim().split(/\s+/).slice(1).map(Number)
  // guest and guest_nice (9th and 10th) are already counted in user and nice.
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0)
  return { total, steal: ticks[7] ?? 0 }
}

export function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'))
  } catch {
    return null
  }
}

/**
 * The share of the machine's CPU time between two readings that was stolen by the hypervisor, in
 * percent: on a shared virtual machine, time the benchmark's threads waited for a real CPU, which
 * Lighthouse's TBT counts as blocking (it reads wall-clock task lengths).
 */
export function stealPercent(before: CpuTimes | null, after: CpuTimes | null): number | null {
  if (!before || !after || after.total <= before.total) return null
  return (100 * (after.steal - before.steal)) / (after.total - before.total)
}

/**
 * @jest-environment node
 */
import { parseCpuTimes, stealPercent } from '../../scripts/lib/cpu-steal'

const procStat = (user: number, idle: number, steal: number) =>
  `cpu  ${user} 0 100 ${idle} 5 0 3 ${steal} 40 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 12345\n`

describe('CPU steal from /proc/stat', () => {
  it('reads the aggregate line: the first eight fields are the total, the eighth is steal', () => {
    expect(parseCpuTimes(procStat(1000, 5000, 200))).toEqual({
      total: 1000 + 100 + 5000 + 5 + 3 + 200,
      steal: 200,
    })
  })

  it('gives the stolen share of the time between two readings', () => {
    const before = parseCpuTimes(procStat(1000, 5000, 200))
    const after = parseCpuTimes(procStat(1600, 5300, 300)) // +600 user, +300 idle, +100 steal
    expect(stealPercent(before, after)).toBeCloseTo(10)
  })

  it('says nothing where there is no /proc/stat or no time has passed', () => {
    expect(parseCpuTimes('intr 1\n')).toBeNull()
    expect(stealPercent(null, null)).toBeNull()
    const same = parseCpuTimes(procStat(1, 1, 1))
    expect(stealPercent(same, same)).toBeNull()
  })
})

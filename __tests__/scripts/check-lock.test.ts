import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { REPO } from '../fixtures/content'

const checkLock = (file: string): { status: number; output: string } => {
  try {
    const output = execFileSync(process.execPath, ['scripts/check-lock.mjs', file], {
      cwd: REPO,
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { status: 0, output }
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: string }
    return { status, output: stderr }
  }
}

describe('scripts/check-lock.mjs', () => {
  it('passes the committed lockfile', () => {
    expect(checkLock('package-lock.json')).toMatchObject({ status: 0 })
  })

  it('names every entry without a version or integrity, and says how to refresh the lock', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(REPO, 'package-lock.json'), 'utf8'))
    const [first, second] = Object.keys(lock.packages).filter(
      key => key !== '' && !lock.packages[key].link,
    ) as [string, string]
    delete lock.packages[first].version
    delete lock.packages[first].integrity
    delete lock.packages[second].integrity
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'))
    const file = path.join(dir, 'package-lock.json')
    fs.writeFileSync(file, JSON.stringify(lock))
    try {
      const { status, output } = checkLock(file)
      expect(status).toBe(1)
      expect(output).toContain(`${first} has no version or integrity`)
      expect(output).toContain(`${second} has no integrity`)
      expect(output).toContain('npm run lock')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

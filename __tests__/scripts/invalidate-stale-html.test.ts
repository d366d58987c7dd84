import fs from 'fs'
import path from 'path'
import ts from 'typescript'
import { buildInputFiles } from '../../scripts/invalidate-stale-html'

const ROOT = path.resolve(__dirname, '../..')

/** A relative import as the bundler resolves it, relative to the repository. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier)
  return ['', '.ts', '.tsx', '.js', '/index.ts']
    .map(ending => base + ending)
    .find(
      candidate =>
        fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile(),
    )
}

/** Every file of src/ that build-time code reaches, following imports from the plugins through src/. */
function srcFilesBuildTimeCodeImports(): Set<string> {
  const reached = new Set<string>()
  const queue = fs.globSync('plugins/**/*.{ts,js}', { cwd: ROOT })
  while (queue.length) {
    const file = queue.pop()!
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(ROOT, file), 'utf8'))
    for (const { fileName } of importedFiles.filter(({ fileName }) => fileName.startsWith('.'))) {
      const target = resolveImport(file, fileName)
      if (target?.startsWith('src/') && !reached.has(target)) {
        reached.add(target)
        queue.push(target)
      }
    }
  }
  return reached
}

describe('invalidate-stale-html: what a build checks for changes before trusting its cache', () => {
  const inputs = new Set(buildInputFiles())

  it('includes every local plugin file and every stylesheet', () => {
    const expected = fs.globSync(['plugins/**/*.{ts,js,json}', 'src/**/*.{css,scss}'], { cwd: ROOT })
    expect(expected.filter(file => !inputs.has(file))).toEqual([])
  })

  it('includes every file of src/ that a plugin imports, directly or through src/', () => {
    const reached = srcFilesBuildTimeCodeImports()
    expect(reached.size).toBeGreaterThan(0)
    expect([...reached].filter(file => !inputs.has(file))).toEqual([])
  })
})

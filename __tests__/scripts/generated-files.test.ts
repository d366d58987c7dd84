/**
 * @jest-environment node
 */
import fs from 'fs'
import path from 'path'
import { GENERATED_FILES } from '../../scripts/lib/generated-files'

it.each(GENERATED_FILES.map(({ file, text }) => [path.relative(process.cwd(), file), text] as const))(
  '%s is up to date with its source (else run npm run generate)',
  (file, text) => {
    expect(fs.readFileSync(file, 'utf8')).toBe(text())
  },
)

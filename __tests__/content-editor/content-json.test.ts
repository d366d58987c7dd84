/**
 * @jest-environment node
 *
 * The editor writes content/*.json as a person would with the repository's Prettier: a publish that
 * changes one price changes one line, and `npm run lint` stays green after the farm's edits.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { formatJson, listFormat, objectFormat, tidy } from '../../plugins/content-editor/content-json'
import { editorFields } from '../../plugins/content-editor/editor-config'
import { FROZEN_CONTENT } from '../fixtures/content'

// The frozen copy: the farm may save its own files in another layout, which the site accepts.
const read = (file: string): string => fs.readFileSync(path.join(FROZEN_CONTENT, file), 'utf8')

/** The files Prettier would change, with the repository's .prettierrc (its CLI: Jest cannot load it). */
function prettierWouldChange(texts: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-json-'))
  try {
    fs.copyFileSync(path.resolve(__dirname, '../../.prettierrc'), path.join(dir, '.prettierrc'))
    texts.forEach((text, index) => fs.writeFileSync(path.join(dir, `sample-${index}.json`), text))
    const run = spawnSync(
      process.execPath,
      [require.resolve('prettier/bin/prettier.cjs'), '--list-different', '.'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    )
    if (run.status !== 0 && run.status !== 1) throw new Error(run.stderr)
    return run.stdout.split('\n').filter(Boolean)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('reading and writing the content files', () => {
  it('writes site.json back exactly as it is', () => {
    const format = objectFormat(editorFields('site.json'))
    expect(format.toFile(format.fromFile(read('site.json')))).toBe(read('site.json'))
  })

  it.each(['products.json', 'testimonials.json', 'pages.json'] as const)(
    'holds the list in %s as one field while it is edited, and writes the file back exactly as it is',
    file => {
      const format = listFormat(editorFields(file)[0]!)
      const data = format.fromFile(read(file))
      expect(Object.keys(data)).toEqual(['items'])
      expect(format.toFile(data)).toBe(read(file))
    },
  )
})

describe('formatJson', () => {
  it('lays out JSON as Prettier does, on both sides of the print width', () => {
    // Lists of texts whose one-line form ends just under, at and over 110 characters.
    const lists = Array.from({ length: 24 }, (_, index) => {
      const words = ['Fresh okro', 'Ginger', 'Garlic', 'Ayoyo leaves', `x${'y'.repeat(30 + index)}`]
      return { ingredients: words, nested: { nav: [...words, 'Home'] }, last: words }
    })
    const samples = [
      ...lists,
      { empty: [], nothing: {}, number: 2024, flag: true, none: null, quote: 'She said "ɛyɛ dɛ" \\ ok' },
      [{ id: 1, tags: ['a', 'b'] }, { id: 2 }],
      [],
      ['one', 'two'],
    ]
    const texts = samples.map(sample => `${formatJson(sample as Parameters<typeof formatJson>[0])}\n`)
    // Both layouts occur: the lists straddle the width.
    expect(texts.some(text => text.includes('"ingredients": ["Fresh okro"'))).toBe(true)
    expect(texts.some(text => text.includes('"ingredients": [\n'))).toBe(true)
    expect(prettierWouldChange(texts)).toEqual([])
  })
})

describe('tidy', () => {
  it("writes fields in the form's order, keeps unknown ones after them, and leaves empty ones out", () => {
    const fields = [{ name: 'headline' }, { name: 'quote' }, { name: 'name' }, { name: 'town' }]
    expect(
      JSON.stringify(
        tidy({ town: 'Tamale', extra: 1, name: 'Abena', quote: 'Good', headline: 'Yes' }, fields),
      ),
    ).toBe('{"headline":"Yes","quote":"Good","name":"Abena","town":"Tamale","extra":1}')
    expect(tidy({ brand: 'Drobonso Farms', whatsapp: '', tagline: null }, [{ name: 'brand' }])).toEqual({
      brand: 'Drobonso Farms',
    })
  })

  it('orders the fields of list entries and groups too', () => {
    const fields = editorFields('site.json')
    const data = {
      social: [{ url: 'https://x.com/farm', network: 'X' }],
      phone: { tel: '+1', display: '+1' },
    }
    expect(JSON.stringify(tidy(data, fields))).toBe(
      '{"phone":{"display":"+1","tel":"+1"},"social":[{"network":"X","url":"https://x.com/farm"}]}',
    )
  })
})

/**
 * @jest-environment node
 *
 * The editor writes content/*.json in the files' own layout (two-space JSON): a publish that changes
 * one price changes one line.
 */
import fs from 'fs'
import path from 'path'
import { listFormat, objectFormat, tidy } from '../../plugins/content-editor/content-json'
import { editorFields } from '../../plugins/content-editor/editor-config'
import { FROZEN_CONTENT } from '../fixtures/content'

// The frozen copy: the farm may save its own files in another layout, which the site accepts.
const read = (file: string): string => fs.readFileSync(path.join(FROZEN_CONTENT, file), 'utf8')

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

  it('opens a file saved with a byte-order mark (as the build does), and saves it without one', () => {
    const site = objectFormat(editorFields('site.json'))
    expect(site.toFile(site.fromFile(`\uFEFF${read('site.json')}`))).toBe(read('site.json'))
    const products = listFormat(editorFields('products.json')[0]!)
    expect(products.toFile(products.fromFile(`\uFEFF${read('products.json')}`))).toBe(read('products.json'))
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

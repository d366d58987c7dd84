/**
 * @jest-environment node
 *
 * The editor writes content/*.json in the files' own layout (two-space JSON): a publish that changes
 * one price changes one line.
 */
import fs from 'fs'
import path from 'path'
import {
  PHOTO_ALT,
  PHOTO_SRC,
  listFormat,
  objectFormat,
  tidy,
} from '../../plugins/content-editor/content-json'
import { editorFields } from '../../plugins/content-editor/editor-config'
import { productsSchema } from '../../plugins/content-model/schema'
import { MOMO_WHEN_DEFAULT } from '../../plugins/content-model/momo'
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

describe('a photo and its description', () => {
  it('are one value while edited, so the form asks for both; the file keeps its two keys, in its order', () => {
    const format = listFormat(editorFields('products.json')[0]!)
    const saved = JSON.parse(read('products.json')) as Record<string, unknown>[]
    const { items } = format.fromFile(read('products.json')) as { items: Record<string, unknown>[] }
    expect(items[1]!.image).toEqual({ [PHOTO_SRC]: saved[1]!.image, [PHOTO_ALT]: saved[1]!.imageAlt })
    expect(items[1]).not.toHaveProperty('imageAlt')

    items[1]!.image = { [PHOTO_SRC]: 'images/products/new.jpg', [PHOTO_ALT]: 'A new jar' }
    const written = JSON.parse(format.toFile({ items })) as Record<string, unknown>[]
    expect(Object.keys(written[1]!)).toEqual(Object.keys(saved[1]!))
    expect(written[1]).toEqual({ ...saved[1], image: 'images/products/new.jpg', imageAlt: 'A new jar' })
  })

  it('fold inside a group too (the hero), and leave a photo without a description (the poster) as it is', () => {
    const format = objectFormat(editorFields('site.json'))
    const site = JSON.parse(read('site.json')) as {
      hero: Record<string, unknown>
      story: Record<string, unknown>
    }
    const data = format.fromFile(read('site.json')) as typeof site
    expect(data.hero.image).toEqual({ [PHOTO_SRC]: site.hero.image, [PHOTO_ALT]: site.hero.imageAlt })
    expect(data.story.poster).toBe(site.story.poster)
  })
})

describe('an optional group (MoMo)', () => {
  const format = objectFormat(editorFields('site.json'))
  type Site = { ordering: { payment: Record<string, unknown> } }
  const frozen = JSON.parse(read('site.json')) as Site
  const { momo } = frozen.ordering.payment
  const withoutMomo = (site: Site): Site => {
    const copy = structuredClone(site)
    delete copy.ordering.payment.momo
    return copy
  }
  const text = (site: Site): string => `${JSON.stringify(site, null, 2)}\n`

  it('is a list of its one entry while edited, so the farm can remove it and add it back', () => {
    expect(momo).toBeDefined()
    const data = format.fromFile(read('site.json')) as Site
    expect(data.ordering.payment.momo).toEqual([expect.objectContaining(momo)])
    expect(format.toFile(data)).toBe(read('site.json'))
  })

  it('shows a choice the file leaves out (when MoMo is paid) at its default, and leaves it out again', () => {
    const when = editorFields('site.json')
      .find(field => field.name === 'ordering')!
      .fields!.find(field => field.name === 'payment')!
      .fields!.find(field => field.name === 'momo')!
      .fields!.find(field => field.name === 'when')!
    expect(when.default).toBe(MOMO_WHEN_DEFAULT)
    expect(momo).not.toHaveProperty('when')
    const data = format.fromFile(read('site.json')) as {
      ordering: { payment: { momo: Record<string, unknown>[] } }
    }
    expect(data.ordering.payment.momo[0]!.when).toBe(MOMO_WHEN_DEFAULT)
    expect(format.toFile(data)).toBe(read('site.json'))
  })

  it('removed, is left out of the file, which the build reads as no mobile money', () => {
    const data = format.fromFile(read('site.json')) as Site
    data.ordering.payment.momo = []
    expect(format.toFile(data)).toBe(text(withoutMomo(frozen)))
  })

  it('left out of the file, stays out on a save, and added back is written where it was', () => {
    const data = format.fromFile(text(withoutMomo(frozen))) as Site
    expect(data.ordering.payment.momo ?? []).toEqual([])
    expect(format.toFile(data)).toBe(text(withoutMomo(frozen)))
    data.ordering.payment.momo = [momo]
    expect(format.toFile(data)).toBe(read('site.json'))
  })
})

describe('a switch the file leaves out (inStock)', () => {
  const format = listFormat(editorFields('products.json')[0]!)
  const inStock = editorFields('products.json')[0]!.fields!.find(field => field.name === 'inStock')!
  type Product = Record<string, unknown>
  const frozen = JSON.parse(read('products.json')) as Product[]
  // The second product leaves it out, as the farm may: the build reads that as in stock.
  const products = frozen.map((product, index) => {
    const { inStock: _, ...rest } = product
    return index === 1 ? rest : product
  })
  const file = `${JSON.stringify(products, null, 2)}\n`
  const items = () => (format.fromFile(file) as { items: Product[] }).items

  it("shows the schema's default, what leaving it out means", () => {
    expect(inStock.default).toBe(productsSchema.element.shape.inStock.meta()!.default)
    expect(products[1]).not.toHaveProperty('inStock')
    expect(items()[1]!.inStock).toBe(inStock.default)
  })

  it('is left out again on a save that did not change it, whatever else changed', () => {
    expect(format.toFile({ items: items() })).toBe(file)
    const edited = items()
    edited[0]!.price = 'GH16'
    expect(format.toFile({ items: edited })).toBe(
      file.replace(`"price": "${frozen[0]!.price}"`, '"price": "GH16"'),
    )
  })

  it('is written once the farm switches it', () => {
    const edited = items()
    edited[1]!.inStock = !inStock.default
    const written = JSON.parse(format.toFile({ items: edited })) as Product[]
    expect(written[1]).toEqual({ ...products[1], inStock: !inStock.default })
    expect(Object.keys(written[1]!)).toEqual(Object.keys(frozen[1]!))
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

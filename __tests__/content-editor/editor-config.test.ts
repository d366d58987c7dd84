/**
 * @jest-environment node
 *
 * The browser editor refuses what the build refuses. Its fields come from the content's JSON
 * Schemas, and every pattern is fed values the farm might type and must answer as the zod schema does.
 */
import { z } from 'zod'
import { CONTENT_SCHEMAS, type ContentFileName } from '../../plugins/content-model/schema'
import { fileWordsOf } from '../../plugins/content-model/json-schemas'
import { MEDIA_KINDS } from '../../plugins/content-model/registries'
import {
  NAV_LABELS,
  PHONE_TEL_EXPECTED,
  PRICE_EXPECTED,
  SOCIAL_URL_EXPECTED,
} from '../../plugins/content-model/schema'
import {
  type EditorField,
  buildEditorConfig,
  editorBackend,
  editorCollections,
  fieldsOf,
  sentence,
} from '../../plugins/content-editor/editor-config'
import { SECTION_IDS } from '../../src/config/section-ids'

/** Values the farm might type, by field path: the schema accepts `good` and refuses `bad`. */
const SAMPLES: Record<string, { good: string[]; bad: string[] }> = {
  'site.phone.display': {
    good: ['+233 20 000 0000', '+233200000000', '+1 (202) 555-0143', '+49 30 123456'],
    bad: [
      '0200000000',
      '233 20 000 0000',
      '+233 20 000 000x',
      '+0233 20 000 0000',
      '+1234567',
      '+1234 5678 9012 3456',
      '+233 20 000 0000 ',
    ],
  },
  'site.phone.tel': {
    good: ['+233200000000', '+4930123456', '+12025550143'],
    bad: [
      '0200000000',
      '+233 20 000 0000',
      '+0233200000000',
      '+1234567',
      '+1234567890123456',
      '233200000000',
    ],
  },
  'site.whatsapp': {
    good: ['+233200000000', '+447911123456'],
    bad: ['0200000000', '+233 20 000 0000', 'wa.me/233200000000'],
  },
  'site.email': {
    good: ['orders@drobonso-farms.example', 'kofi.mensah@gmail.com', "o'brien+farm@mail.co"],
    bad: [
      'orders@drobonso farms',
      'orders',
      'orders@example',
      '@example.com',
      'orders@@example.com',
      'a@b.c',
    ],
  },
  'site.address.countryCode': { good: ['GH', 'NG'], bad: ['gh', 'GHA', 'G', 'G H'] },
  'site.social[].url': {
    good: [
      'https://www.instagram.com/drobonsofarms/',
      'https://facebook.com/drobonsofarms',
      'https://x.com/drobonso?lang=en',
      'https://wa.me',
    ],
    bad: [
      'http://www.instagram.com/drobonsofarms/',
      'facebook.com/drobonsofarms',
      'www.facebook.com/drobonsofarms',
      'https://localhost/',
      'https://www.instagram.com/drobonso farms/',
      'ftp://files.example.com/',
      'https://',
    ],
  },
  'site.nav[]': {
    good: ['Home', 'About Us', 'about us', 'ABOUTUS', 'Testimonials', ' Products ', 'Ser vices'],
    bad: ['About', 'Our Services', 'Contact', 'Home page', 'Product'],
  },
  'products[].price': {
    good: ['GH25', 'GH1', 'GH100', 'GH28'],
    bad: ['25 cedis', 'GH 25', 'GH025', 'GH25.00', 'gh25', '₵25', 'GH0', 'GH-5', 'GHS25', '25'],
  },
  'products[].packSize': {
    good: ['100 g', '250g', '1 kg', '1.5 kg'],
    bad: ['100', '100 grams', '0 g', '1,5 kg', '100 G', ' 100 g', '100  g'],
  },
  'site.ordering.hours[]': {
    good: ['Mo-Sa 07:00-19:00', 'Su 14:00-18:00', 'Mo,We,Fr 08:30-17:00', 'Mo-Fr,Su 00:00-24:00'],
    bad: [
      'Monday-Saturday 07:00-19:00',
      'Mo-Sa 7:00-19:00',
      'Mo-Sa 07:00',
      'mo-sa 07:00-19:00',
      'Mo-Sa 25:00-26:00',
    ],
  },
  'site.ordering.payment.momo.network': {
    good: ['MTN', 'Telecel', 'AT'],
    bad: ['mtn', 'Vodafone', 'AirtelTigo', 'MTN MoMo'],
  },
  'site.ordering.payment.momo.number': {
    good: ['024 000 0000', '0240000000', '+233 24 000 0000', '+233200000000', '057 123 4567'],
    bad: ['030 200 0000', '024 000 000', '240000000', '+233 030 000 0000', '+23324000000', '0210000000'],
  },
  'site.ordering.delivery.areas[].fee': {
    good: ['GH20', 'GH5', 'free'],
    bad: ['GH 20', 'GH020', '20', 'Free', 'GH20.00', 'free of charge'],
  },
  'site.ordering.delivery.areas[].days': {
    good: ['1', '2-4', '12', '1-14'],
    bad: ['0', '2 - 4', '2 to 4', 'two', '2-', '-4', '1.5'],
  },
  // The social card's limits (48 and 160, at most), and the brand is set in the display face.
  'site.brand': {
    good: ['Drobonso Farms', 'Ŋkyɛ Farms', 'B'.repeat(48)],
    bad: ['B'.repeat(49), 'Crème Farms', '   '],
  },
  'site.tagline': {
    good: ['Fortified powdered okro', 'Crème of the Ashanti Region', 'x'.repeat(160)],
    bad: ['x'.repeat(161), '   '],
  },
  'pages[].path': {
    good: ['/', '/about/', '/our-story/', '/a/b/'],
    bad: ['about', '/about', '/About/', '/our_story/', '//', '/-x/', 'https://example.com/'],
  },
}

/** A field and all fields inside it, by content path: the file, `.field`, and `[]` for list entries. */
function withInner(field: EditorField, path: string): [string, EditorField][] {
  // An optional group is a list of at most one while edited, a group in the file.
  const inner =
    field.widget === 'list' && !field.optionalGroup
      ? field.fields
        ? field.fields.flatMap(child => withInner(child, `${path}[].${child.name}`))
        : withInner(field.field!, `${path}[]`)
      : (field.fields ?? []).flatMap(child => withInner(child, `${path}.${child.name}`))
  return [[path, field], ...inner]
}

const collections = editorCollections()
const FIELDS = new Map(
  collections.flatMap(({ name, files: [{ fields }] }) =>
    // A list file is edited as one list field: its path is the file's.
    fields.length === 1 && fields[0]!.name === 'items'
      ? withInner(fields[0]!, name)
      : fields.flatMap(field => withInner(field, `${name}.${field.name}`)),
  ),
)

/** The schema of the value at `path`, optional wrapper kept. */
function schemaAt(path: string): z.ZodType {
  const [file, ...rest] = path.split(/(?=\.|\[\])/)
  let schema = CONTENT_SCHEMAS[`${file}.json` as keyof typeof CONTENT_SCHEMAS] as z.ZodType
  for (const step of rest) {
    const inner: z.ZodType = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema
    if (step === '[]') schema = (inner as z.ZodArray).element as z.ZodType
    else schema = (inner as z.ZodObject).shape[step.slice(1)] as z.ZodType
  }
  return schema
}

const schemaAccepts = (path: string, value: unknown): boolean => schemaAt(path).safeParse(value).success

/** Every text set in the display face, as the schema says: it refuses a letter the face lacks, not the same text without it. */
const DISPLAY_TEXTS = [...FIELDS.keys()].filter(
  path => !schemaAccepts(path, 'Crème') && schemaAccepts(path, 'Creme'),
)

/** The samples of every field with a format: a heading's letters are Twi, Ga and Ewe ones, not è or 秋. */
const ALL_SAMPLES = {
  ...Object.fromEntries(
    DISPLAY_TEXTS.map(path => [
      path,
      {
        good: ['Nkruma Ɔkɔdeɛ', 'Ɛyɛ dɛ paa! Ɖeka ƒe nuɖuɖu', 'Café – “100%”'],
        bad: ['Crème', 'Okro 秋葵', '   '],
      },
    ]),
  ),
  ...SAMPLES,
}

/** What Decap does with a field's pattern (decap-cms-core, EditorControl validatePattern). */
const editorAccepts = (field: EditorField, value: string): boolean =>
  !field.pattern || RegExp(field.pattern[0]).test(value)

describe('the fields of the editor', () => {
  it('are the fields of the content schema, for every file', () => {
    expect(collections.map(collection => collection.files[0].file)).toEqual(
      Object.keys(CONTENT_SCHEMAS).map(file => `content/${file}`),
    )
    expect([...FIELDS.keys()]).toEqual(
      expect.arrayContaining(['site.phone.tel', 'site.hero.image', 'products[].price', 'pages[].section']),
    )
    for (const path of FIELDS.keys()) expect(() => schemaAt(path)).not.toThrow()
  })

  it.each([...FIELDS].filter(([, field]) => field.widget !== 'object'))(
    '%s is required exactly when the schema needs a value',
    (path, field) => {
      const schema = schemaAt(path)
      const emptyValue = field.widget === 'list' && !field.optionalGroup ? [] : undefined
      expect(field.required).toBe(!schema.safeParse(emptyValue).success)
    },
  )

  it('let the farm remove an optional group (MoMo) and add it back, its fields required only while it is there', () => {
    const momo = FIELDS.get('site.ordering.payment.momo')!
    const schema = schemaAt('site.ordering.payment.momo')
    const { editorWords } = schema.meta()!
    // Decap checks an object's required fields even when the object is optional; a list's only while it has the entry.
    expect(momo).toMatchObject({
      widget: 'list',
      optionalGroup: true,
      max: 1,
      required: false,
      label_singular: editorWords!.singular,
      hint: editorWords!.note,
    })
    expect(schema.safeParse(undefined).success).toBe(true)
    const required = momo.fields!.filter(field => field.required).map(field => field.name)
    expect(required).toEqual(['network', 'merchantName', 'number'])
    for (const name of required)
      expect(schemaAt(`site.ordering.payment.momo.${name}`).safeParse(undefined).success).toBe(false)
    // A group the file must have stays a group.
    expect(FIELDS.get('site.ordering.payment')).toMatchObject({ widget: 'object', required: true })
  })

  it("keep site.json's $schema, first and unchanged, without showing it to the farm", () => {
    const site = collections.find(collection => collection.name === 'site')!.files[0].fields
    expect(site[0]).toMatchObject({
      name: '$schema',
      widget: 'hidden',
      default: './schemas/site.schema.json',
    })
  })

  it("are labelled with the schema's title; a field without one stops the build", () => {
    const titled = z.strictObject({
      price: z.string().meta({ title: 'Price', description: 'a price' }),
      inStock: z
        .boolean()
        .meta({ title: 'In stock', description: 'true or false', editorWords: { hint: 'On or off.' } }),
    })
    expect(fieldsOf(z.toJSONSchema(titled), 'x').map(field => [field.label, field.widget])).toEqual([
      ['Price', 'string'],
      ['In stock', 'boolean'],
    ])
    const untitled = z.strictObject({ packWeight: z.number().meta({ description: 'a weight' }) })
    expect(() => fieldsOf(z.toJSONSchema(untitled), 'x')).toThrow(
      'x.packWeight: the content schema gives this field no title (its label in the editor).',
    )
  })
})

describe('the formats', () => {
  it('has good and bad samples for every field with a format, and nothing else has one', () => {
    const patterned = [...FIELDS]
      .filter(([, field]) => field.pattern && field.pattern[0] !== '\\S')
      .map(([path]) => path)
    expect(patterned.sort()).toEqual(Object.keys(ALL_SAMPLES).sort())
    expect(DISPLAY_TEXTS).toEqual(expect.arrayContaining(['site.brand', 'products[].name']))
  })

  describe.each(Object.entries(ALL_SAMPLES))('%s', (path, { good, bad }) => {
    const field = FIELDS.get(path)!
    it.each(good)('accepts %j, as the schema does', value => {
      expect(schemaAccepts(path, value)).toBe(true)
      expect(editorAccepts(field, value)).toBe(true)
    })
    it.each(bad)('refuses %j, as the schema does', value => {
      expect(schemaAccepts(path, value)).toBe(false)
      expect(editorAccepts(field, value)).toBe(false)
    })
  })

  it("leaves numbering plans to the build: the editor checks a phone number's form, libphonenumber its country", () => {
    for (const path of ['site.phone.display', 'site.phone.tel', 'site.whatsapp']) {
      // +1 555 010 numbers are fictional: the right form, but no number in use.
      expect([
        path,
        schemaAccepts(path, '+15550104477'),
        editorAccepts(FIELDS.get(path)!, '+15550104477'),
      ]).toEqual([path, false, true])
    }
  })

  it('refuses text of spaces only in every other text field, which the schema calls empty', () => {
    const plain = [...FIELDS].filter(([, field]) => field.pattern?.[0] === '\\S')
    expect(plain.length).toBeGreaterThan(20)
    for (const [path, field] of plain) {
      expect([path, schemaAccepts(path, '   '), editorAccepts(field, '   ')]).toEqual([path, false, false])
      expect([path, schemaAccepts(path, 'Akosua'), editorAccepts(field, 'Akosua')]).toEqual([
        path,
        true,
        true,
      ])
    }
  })

  it("refuses too long a text or a letter the heading font lacks in the build's words, less what only the build counts", () => {
    for (const path of ['site.brand', 'site.tagline']) {
      const limit = (schemaAt(path) as z.ZodString).maxLength!
      const build = schemaAt(path).safeParse('x'.repeat(limit + 1)).error!.issues[0]!.message
      expect(build).toMatch(/ \(it has \d+\)\.$/)
      expect(FIELDS.get(path)!.pattern![1]).toContain(sentence(build.replace(/ \(it has \d+\)\.$/, '.')))
    }
    for (const path of DISPLAY_TEXTS) {
      const build = schemaAt(path).safeParse('Crème').error!.issues[0]!.message
      expect(build).toMatch(/^uses "è" \(U\+00E8\), which the heading font does not have: /)
      expect(FIELDS.get(path)!.pattern![1]).toContain(build.slice(build.indexOf('would show')))
    }
    expect(FIELDS.get('site.tagline')!.pattern![1]).not.toContain('heading font')
  })

  it('offers only the sections the page has for a page to open at', () => {
    const section = FIELDS.get('pages[].section')!
    expect(section.widget).toBe('select')
    expect(section.options!.map(option => option.value)).toEqual([...SECTION_IDS])
    for (const { value } of section.options!) expect(schemaAccepts('pages[].section', value)).toBe(true)
  })

  it('has the schema bounds on numbers', () => {
    const year = FIELDS.get('site.copyrightYear')!
    expect(year).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 })
    expect(schemaAccepts('site.copyrightYear', 1899)).toBe(false)
    expect(schemaAccepts('site.copyrightYear', 2100)).toBe(true)
    expect(FIELDS.get('products[].id')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 })
    expect(FIELDS.get('products[].id')!.max).toBeUndefined()
  })
})

describe('the words', () => {
  it("hints at each field with the validator's own description of it", () => {
    expect(FIELDS.get('products[].price')!.hint).toBe(sentence(PRICE_EXPECTED))
    expect(FIELDS.get('products[].price')!.pattern![1]).toBe(sentence(`must be ${PRICE_EXPECTED}`))
    expect(FIELDS.get('site.phone.tel')!.hint).toBe(sentence(PHONE_TEL_EXPECTED))
    expect(FIELDS.get('site.social[].url')!.pattern![1]).toBe(sentence(`must be ${SOCIAL_URL_EXPECTED}`))
    expect(FIELDS.get('testimonials[].quote')!.hint).toBe('What the customer said.')
    // "without quotes" is about JSON; a number box has none.
    expect(FIELDS.get('site.copyrightYear')!.hint).toBe('A year, e.g. 2024.')
    for (const [path, field] of FIELDS) {
      if (field.widget !== 'object' && field.widget !== 'list')
        expect([path, field.hint]).toEqual([path, expect.stringMatching(/\.$/)])
    }
  })
})

describe('the words on the schema', () => {
  it('name one entry of every list, for its "Add …" button and folded entries', () => {
    const lists = [...FIELDS].filter(([, field]) => field.widget === 'list')
    expect(lists.map(([path]) => path)).toEqual(
      expect.arrayContaining(['products', 'products[].ingredients']),
    )
    for (const [path, field] of lists)
      expect([path, field.label_singular]).toEqual([path, expect.any(String)])
  })

  it('stop the build when a list has no entry name', () => {
    const list = {
      type: 'array',
      title: 'Tags',
      description: 'tags',
      items: { type: 'string', description: 'a tag' },
    } as const
    expect(() => fieldsOf({ type: 'object', properties: { tags: list } }, 'site')).toThrow(
      'site.tags: a list, or an optional group (edited as one), needs editorWords.singular',
    )
  })

  it('are typed: a misspelt word does not compile', () => {
    // @ts-expect-error "contol" is no editor word: tsc (npm run typecheck) fails if this compiles.
    const misspelt = z.string().meta({ editorWords: { contol: 'text' } })
    expect(misspelt).toBeDefined()
    // @ts-expect-error a file's words need a description: tsc fails if this compiles.
    const undescribed = z.object({}).meta({ fileWords: { label: 'Farm' } })
    expect(undescribed).toBeDefined()
  })

  it("name each file's collection with the words on its schema, and stop the build for a file without them", () => {
    for (const collection of collections) {
      const file = collection.files[0].file.replace(/^content\//, '') as ContentFileName
      const { label, description } = CONTENT_SCHEMAS[file].meta()!.fileWords!
      expect(collection).toMatchObject({ label, description })
    }
    expect(() => fileWordsOf({ type: 'object' }, 'farm.json')).toThrow(
      'content/farm.json: its schema needs fileWords',
    )
  })

  it('name each section a page may open at by its name alone', () => {
    const { options } = CONTENT_SCHEMAS['pages.json'].element.shape.section.meta()!.editorWords!
    expect(FIELDS.get('pages[].section')!.options).toEqual(
      SECTION_IDS.map(id => ({ label: options![id], value: id })),
    )
  })

  it('are plain: no hint, label, choice or message speaks of true, false, ids or the JSON of the file', () => {
    const words = [...FIELDS].flatMap(([path, field]) =>
      [
        field.widget === 'hidden' ? undefined : field.label,
        field.widget === 'hidden' ? undefined : field.hint,
        field.pattern?.[1],
        ...(field.options ?? []).map(option => option.label),
        field.alt?.label,
        field.alt?.hint,
        field.alt?.message,
      ]
        .filter((text): text is string => text !== undefined)
        .map(text => [path, text]),
    )
    // A section id that is no word of the menu ("aboutus") is a code.
    const codes = SECTION_IDS.filter(
      id => !Object.values(NAV_LABELS).some(label => label.toLowerCase() === id),
    )
    expect(codes.length).toBeGreaterThan(0)
    for (const [path, text] of words) {
      expect([path, text]).not.toEqual([path, expect.stringMatching(/\b(?:true|false|null)\b/i)])
      expect([path, text]).not.toEqual([path, expect.stringMatching(/[{}[\]]|\b[a-z]+[A-Z]\w*\b/)])
      for (const code of codes)
        expect([path, text]).not.toEqual([path, expect.stringMatching(new RegExp(`\\b${code}\\b`))])
    }
    expect(words.map(([path]) => path)).toEqual(
      expect.arrayContaining(['products[].inStock', 'pages[].section']),
    )
  })

  it('name every section in the menu-link message, each of which the menu accepts', () => {
    const message = FIELDS.get('site.nav[]')!.pattern![1]
    for (const label of Object.values(NAV_LABELS)) {
      expect(message).toContain(label)
      expect(schemaAccepts('site.nav[]', label)).toBe(true)
    }
  })

  it('stop the build for a switch without its own words', () => {
    const inStock = { type: 'boolean', title: 'In stock', description: 'true or false' } as const
    expect(() => fieldsOf({ type: 'object', properties: { inStock } }, 'products[]')).toThrow(
      'products[].inStock: a switch needs editorWords.hint',
    )
  })

  it("ask for a photo's description with the photo, from the schema's words", () => {
    const photo = FIELDS.get('products[].image')!
    expect(photo.alt).toEqual({
      name: 'imageAlt',
      label: 'Photo description',
      hint: expect.stringMatching(/\.$/),
      message: expect.stringMatching(/^Write /),
    })
    expect(FIELDS.has('products[].imageAlt')).toBe(false)
    expect(FIELDS.get('site.hero.image')!.alt!.name).toBe('imageAlt')
    expect(FIELDS.get('site.story.poster')!.alt).toBeUndefined()
    const strayAlt = {
      caption: {
        type: 'string',
        title: 'Caption',
        description: 'a caption',
        editorWords: { describes: 'photo' },
      },
    } as const
    expect(() => fieldsOf({ type: 'object', properties: strayAlt, required: ['caption'] }, 'site')).toThrow(
      "site.caption: a photo's description must be required and describe a photo of site.",
    )
  })

  it("hint at each upload with its media kind's words, and stop the build for a kind with none", () => {
    for (const kind of Object.values(MEDIA_KINDS)) {
      const uploads = [...FIELDS.values()].filter(field => field.hint === kind.uploadHint)
      expect([kind.mediaType, uploads.length > 0]).toEqual([kind.mediaType, true])
    }
    const audio = {
      type: 'string',
      title: 'Song',
      description: 'a song',
      contentMediaType: 'audio/mpeg',
    } as const
    expect(() => fieldsOf({ type: 'object', properties: { song: audio } }, 'site')).toThrow(
      'site.song: no media kind in registries.ts uploads audio/mpeg',
    )
  })
})

describe('uploads', () => {
  it('go to content/images/ (content/video/ for the film) and are written relative to content/', () => {
    expect(FIELDS.get('products[].image')).toMatchObject({
      widget: 'photo',
      media_folder: '/content/images/products',
      public_folder: 'images/products',
      choose_url: false,
    })
    expect(FIELDS.get('site.hero.image')).toMatchObject({
      media_folder: '/content/images',
      public_folder: 'images',
    })
    expect(FIELDS.get('site.story.videoMp4')).toMatchObject({ widget: 'file', public_folder: 'video' })
    const config = buildEditorConfig({ siteUrl: 'https://x.example', backend: editorBackend({}) })
    expect(config).toMatchObject({
      media_folder: 'content/images',
      public_folder: 'images',
      load_config_file: false,
    })
  })
})

describe('the production backend', () => {
  it('is the GitHub repository named by CMS_GITHUB_REPO, or the one Netlify builds from', () => {
    expect(editorBackend({ CMS_GITHUB_REPO: 'drobonso/website' })).toEqual({
      name: 'github',
      repo: 'drobonso/website',
      branch: 'main',
    })
    expect(
      editorBackend({ REPOSITORY_URL: 'https://github.com/drobonso/site.git', CMS_GITHUB_BRANCH: 'live' }),
    ).toEqual({
      name: 'github',
      repo: 'drobonso/site',
      branch: 'live',
    })
    expect(editorBackend({ REPOSITORY_URL: 'git@github.com:drobonso/site' }).repo).toBe('drobonso/site')
    expect(() => editorBackend({ CMS_GITHUB_REPO: 'https://github.com/drobonso/site' })).toThrow('owner/name')
    // Hosted elsewhere (nginx): the login still goes through a Netlify site.
    expect(editorBackend({ CMS_GITHUB_REPO: 'a/b', CMS_NETLIFY_SITE: 'drobonso.netlify.app' })).toMatchObject(
      {
        site_domain: 'drobonso.netlify.app',
      },
    )
    expect(editorBackend({ CMS_GITHUB_REPO: 'a/b' })).not.toHaveProperty('site_domain')
  })
})

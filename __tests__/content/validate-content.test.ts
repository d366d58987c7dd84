/**
 * @jest-environment node
 *
 * The content validator (plugins/content-source/read-and-check/validate-content.ts), one fixture per kind of mistake: the
 * frozen copy of the content (fixtures/frozen-content) with one change, and the exact message the farm
 * would read.
 */
import fs from 'fs'
import path from 'path'
import { CONTENT, type ContentFiles, FROZEN_CONTENT, makeContent } from '../fixtures/content'
import { checkContent, validateContent } from '../../plugins/content-source/read-and-check/validate-content'
import { findJsonSyntaxError } from '../../plugins/content-source/read-and-check/json-syntax'
import { productsSchema } from '../../plugins/content-model/schema'

const problemsAfter = async (
  change: (content: ContentFiles) => void,
  options?: Parameters<typeof makeContent>[1],
): Promise<string[]> => {
  const fixture = makeContent(change, options)
  try {
    return await validateContent(fixture.dir)
  } finally {
    fixture.remove()
  }
}

const PRICE = 'GH followed by whole cedis, with no space, symbol, decimals or leading zero, e.g. "GH25"'
const TEL =
  'the number in international format for tap-to-call: +, the country code and the number, digits only, e.g. "+233200000000"'

describe('validateContent', () => {
  it('finds nothing wrong with the shipped content, nor with the frozen copy the cases below change', async () => {
    expect(await validateContent(CONTENT)).toEqual([])
    expect(await validateContent(FROZEN_CONTENT)).toEqual([])
  })

  it.each<[string, (content: ContentFiles) => void, string]>([
    [
      'a missing required field',
      content => {
        delete content.products[1]!.price
      },
      `content/products.json, entry 2 ("Powdered Okro Two"), field "price" is missing: add it, as ${PRICE}.`,
    ],
    [
      'an empty required field',
      content => {
        content.testimonials[0]!.quote = '   '
      },
      'content/testimonials.json, entry 1 ("Akosua Mensah"), field "quote" is empty: write what the customer said.',
    ],
    [
      'a wrong type (a year in quotes)',
      content => {
        content.site.copyrightYear = '2024'
      },
      'content/site.json, field "copyrightYear" must be a year written as a number without quotes, e.g. 2024 (it is "2024").',
    ],
    [
      'a wrong type (a list written as one text)',
      content => {
        content.site.nav = 'Home' as unknown as ContentFiles['site']['nav']
      },
      'content/site.json, field "nav" must be a list [ … ] of section names, e.g. ["Home", "About Us", "Services"] (it is "Home").',
    ],
    [
      'a price with a space',
      content => {
        content.products[1]!.price = 'GH 25'
      },
      `content/products.json, entry 2 ("Powdered Okro Two"), field "price" must be ${PRICE} (it is "GH 25").`,
    ],
    [
      'a price with decimals',
      content => {
        content.products[0]!.price = 'GH15.00'
      },
      `content/products.json, entry 1 ("Powdered Okro One"), field "price" must be ${PRICE} (it is "GH15.00").`,
    ],
    [
      'a price of zero',
      content => {
        content.products[0]!.price = 'GH0'
      },
      `content/products.json, entry 1 ("Powdered Okro One"), field "price" must be ${PRICE} (it is "GH0").`,
    ],
    [
      'a price with a leading zero, which the page and the search results would read differently',
      content => {
        content.products[1]!.price = 'GH015'
      },
      `content/products.json, entry 2 ("Powdered Okro Two"), field "price" must be ${PRICE} (it is "GH015").`,
    ],
    [
      'a pack size without a unit',
      content => {
        content.products[2]!.packSize = '500'
      },
      `content/products.json, entry 3 ("Powdered Okro Three"), field "packSize" must be the weight in the pack, a number and g or kg, e.g. "250 g" (it is "500").`,
    ],
    [
      'a WhatsApp number that is not in international format',
      content => {
        content.site.whatsapp = '020 000 0000'
      },
      `content/site.json, field "whatsapp" must be the WhatsApp number in international format: +, the country code and the number, digits only, e.g. "+233200000000" (it is "020 000 0000").`,
    ],
    [
      'a price written as a number',
      content => {
        content.products[2]!.price = 35
      },
      `content/products.json, entry 3 ("Powdered Okro Three"), field "price" must be ${PRICE} (it is the number 35).`,
    ],
    [
      'duplicate product ids',
      content => {
        content.products[2]!.id = 2
      },
      'content/products.json, entry 3 ("Powdered Okro Three"), field "id" must be a number no other product uses: the number 2 is already used by entry 2 ("Powdered Okro Two").',
    ],
    [
      'an image path that does not exist',
      content => {
        content.products[0]!.image = 'images/products/okro-one.jpg'
      },
      'content/products.json, entry 1 ("Powdered Okro One"), field "image" points to "images/products/okro-one.jpg", which is not in the content folder. Check the spelling (capitals count) or add the file.',
    ],
    [
      'an image path with the wrong capitals',
      content => {
        content.products[2]!.image = 'images/Products/powdered-okro-three.jpg'
      },
      'content/products.json, entry 3 ("Powdered Okro Three"), field "image" points to "images/Products/powdered-okro-three.jpg", which is not in the content folder. Did you mean "images/products/powdered-okro-three.jpg"?',
    ],
    [
      'an image path as near to two photos',
      content => {
        content.products[1]!.image = 'images/products/powdered-okro-2.jpg'
      },
      'content/products.json, entry 2 ("Powdered Okro Two"), field "image" points to "images/products/powdered-okro-2.jpg", which is not in the content folder. Did you mean "images/products/powdered-okro-one.jpg" or "images/products/powdered-okro-two.jpg"?',
    ],
    [
      'an image path that is not an image',
      content => {
        content.products[1]!.image = 'video/story.mp4'
      },
      'content/products.json, entry 2 ("Powdered Okro Two"), field "image" points to "video/story.mp4", which is not a photo (JPEG, PNG, WebP or AVIF): use a file ending in .jpg, .jpeg, .png, .webp, .avif.',
    ],
    [
      'an image that is a web address',
      content => {
        content.site.hero.image = 'https://example.com/okro.jpg'
      },
      'content/site.json, field "hero.image" must be the path of a photo (JPEG, PNG, WebP or AVIF) inside the content folder, e.g. "images/hero.jpg": a file in the content folder, not a web address (it is "https://example.com/okro.jpg").',
    ],
    [
      'a phone number that is not international',
      content => {
        content.site.phone.tel = '0200000000'
      },
      `content/site.json, field "phone.tel" must be ${TEL} (it is "0200000000").`,
    ],
    [
      'a displayed phone number without the country code',
      content => {
        content.site.phone.display = '020 000 0000'
      },
      'content/site.json, field "phone.display" must be the number as people read it, starting with + and the country code, e.g. "+233 20 000 0000" (it is "020 000 0000").',
    ],
    [
      'a phone number two digits short for its country',
      content => {
        content.site.phone.tel = '+2332000000'
      },
      `content/site.json, field "phone.tel" must be ${TEL}: "+2332000000" has too few digits for its country.`,
    ],
    [
      'a WhatsApp number of the right length that no country uses',
      content => {
        content.site.whatsapp = '+233100000000'
      },
      'content/site.json, field "whatsapp" must be the WhatsApp number in international format: +, the country code and the number, digits only, e.g. "+233200000000": "+233100000000" is not a number in use in its country\'s numbering plan.',
    ],
    [
      'a displayed phone number that differs from the dialled one',
      content => {
        content.site.phone.display = '+233 20 000 0001'
      },
      'content/site.json, field "phone.display" must be the same number as "phone.tel": "+233 20 000 0001" is +233200000001, but "phone.tel" is "+233200000000".',
    ],
    [
      'an email address that does not parse',
      content => {
        content.site.email = 'orders@drobonso farms'
      },
      'content/site.json, field "email" must be an email address, e.g. "orders@drobonso-farms.example" (it is "orders@drobonso farms").',
    ],
    [
      'a social URL that does not parse',
      content => {
        content.site.social[1]!.url = 'facebook.com/drobonsofarms'
      },
      'content/site.json, social entry 2 ("Facebook"), field "url" must be the full web address of the profile, starting with https://, e.g. "https://www.instagram.com/drobonsofarms/", but "facebook.com/drobonsofarms" is not a web address.',
    ],
    [
      'a social URL that is not https',
      content => {
        content.site.social[0]!.url = 'http://www.instagram.com/drobonsofarms/'
      },
      'content/site.json, social entry 1 ("Instagram"), field "url" must start with https:// so visitors get a secure link (it is "http://www.instagram.com/drobonsofarms/").',
    ],
    [
      'a page pointing at a section that does not exist',
      content => {
        content.pages[1]!.section = 'about'
      },
      'content/pages.json, entry 2 ("/about/"), field "section" must be the id of a section of the page, one of: home, aboutus, services, products, testimonials (it is "about"). Did you mean "aboutus"?',
    ],
    [
      'a page path without the trailing slash',
      content => {
        content.pages[2]!.path = '/product'
      },
      'content/pages.json, entry 3 ("/product"), field "path" must be the page\'s address, starting and ending with /, in lower case, e.g. "/about/" (it is "/product").',
    ],
    [
      'two pages with the same path',
      content => {
        content.pages[3]!.path = '/about/'
      },
      'content/pages.json, entry 4 ("/about/"), field "path" must be an address no other page uses: "/about/" is already used by entry 2 ("/about/").',
    ],
    [
      'no home page',
      content => {
        content.pages.shift()
      },
      'content/pages.json needs a page for the home page: add { "path": "/", "section": "home", "title": …, "description": … }.',
    ],
    [
      'a nav label for a section that does not exist',
      content => {
        content.site.nav[2] = 'Our Services'
      },
      'content/site.json, nav entry 3 ("Our Services") links to the section "ourservices" (the label in lower case without spaces), which does not exist. Use a label that gives one of: home, aboutus, services, products, testimonials, e.g. "About Us" for aboutus. Did you mean "services"?',
    ],
    [
      'an unknown field (a typo)',
      content => {
        content.products[0]!.prise = content.products[0]!.price
        delete content.products[0]!.price
      },
      // Both halves of the typo are reported: the field that is missing and the one nobody reads.
      `content/products.json, entry 1 ("Powdered Okro One"), field "price" is missing: add it, as ${PRICE}.\n` +
        `content/products.json, entry 1 ("Powdered Okro One"), field "prise" is not a field the site knows (a typo?). Did you mean "price"? The fields here are: ${Object.keys(productsSchema.element.shape).join(', ')}.`,
    ],
    [
      'an unknown field in a nested group',
      content => {
        content.site.phone.whatsapp = '+233200000000'
      },
      'content/site.json, field "phone.whatsapp" is not a field the site knows (a typo?). The fields here are: display, tel.',
    ],
    [
      'an unknown field in an optional group',
      content => {
        const momo = { network: 'MTN', merchantName: 'DROBONSO FARMS ENT', number: '024 000 0000' }
        content.site.ordering.payment.momo = { ...momo, netwrok: 'MTN' } as typeof momo
      },
      'content/site.json, field "ordering.payment.momo.netwrok" is not a field the site knows (a typo?). Did you mean "network"? The fields here are: network, merchantName, number, when.',
    ],
    [
      'a file of the wrong shape',
      content => {
        content.pages = { path: '/' } as unknown as ContentFiles['pages']
      },
      'content/pages.json must be a list [ … ] of pages, each { "path": "/about/", "section": "aboutus", "title": …, "description": … } (it is a group of fields { … }).',
    ],
  ])('reports %s', async (_case, change, expected) => {
    expect(await problemsAfter(change)).toEqual(expected.split('\n'))
  })

  describe('how to order (site.json "ordering") and stock (products.json)', () => {
    const MOMO =
      'a Ghanaian mobile number, +233 and 9 digits or 10 digits starting with 0, e.g. "024 000 0000"'
    const HOURS =
      'the days and hours a call is answered, as days (Mo, Tu, We, Th, Fr, Sa, Su, a range like Mo-Sa or a list like Mo,We,Fr), a space and the times, e.g. "Mo-Sa 07:00-19:00"'
    const FEE = 'the delivery fee, GH followed by whole cedis like a price, e.g. "GH20", or "free"'
    const DAYS = 'the delivery time in days, a number or a range, e.g. "2" or "2-4"'
    type Ordering = ContentFiles['site']['ordering']
    const ordering = (content: ContentFiles): Ordering => content.site.ordering
    const momo = (content: ContentFiles) => ordering(content).payment.momo as Record<string, unknown>

    it.each<[string, (content: ContentFiles) => void, string]>([
      [
        'a MoMo number that is not a Ghanaian mobile number',
        content => {
          momo(content).number = '+233 24 000 000'
        },
        `content/site.json, field "ordering.payment.momo.number" must be ${MOMO} (it is "+233 24 000 000").`,
      ],
      [
        'a MoMo number without the country code or a leading 0',
        content => {
          momo(content).number = '240000000'
        },
        `content/site.json, field "ordering.payment.momo.number" must be ${MOMO} (it is "240000000").`,
      ],
      [
        'a MoMo number on a prefix no mobile money network uses (a landline)',
        content => {
          momo(content).number = '030 200 0000'
        },
        'content/site.json, field "ordering.payment.momo.number" must be a mobile money number: "030 200 0000" starts with 030, which is not a mobile money prefix (MTN: 024, 025, 053, 054, 055, 059; Telecel: 020, 050; AT: 026, 027, 056, 057).',
      ],
      [
        'MoMo without a merchant name',
        content => {
          delete momo(content).merchantName
        },
        'content/site.json, field "ordering.payment.momo.merchantName" is missing: add it, as the merchant or account name exactly as the buyer\'s phone shows it when paying, e.g. "DROBONSO FARMS ENT".',
      ],
      [
        'MoMo with an empty merchant name',
        content => {
          momo(content).merchantName = ' '
        },
        'content/site.json, field "ordering.payment.momo.merchantName" is empty: write the merchant or account name exactly as the buyer\'s phone shows it when paying, e.g. "DROBONSO FARMS ENT".',
      ],
      [
        'an unknown MoMo network',
        content => {
          momo(content).network = 'Vodafone'
        },
        'content/site.json, field "ordering.payment.momo.network" must be the mobile money network, one of: MTN, Telecel, AT (it is "Vodafone").',
      ],
      [
        'no way to pay',
        content => {
          ordering(content).payment.cashOnDelivery = false
          delete ordering(content).payment.momo
        },
        'content/site.json, field "ordering.payment" must offer at least one way to pay: set "cashOnDelivery" to true, or add a "momo" account { "network": …, "merchantName": …, "number": … }.',
      ],
      [
        'cash on delivery written as a text',
        content => {
          ordering(content).payment.cashOnDelivery = 'yes' as unknown as boolean
        },
        'content/site.json, field "ordering.payment.cashOnDelivery" must be true when buyers can pay in cash on delivery, false when not (it is "yes").',
      ],
      [
        'a delivery fee with a space',
        content => {
          ordering(content).delivery.areas[1]!.fee = 'GH 20'
        },
        `content/site.json, ordering.delivery.areas entry 2 ("Kumasi"), field "fee" must be ${FEE} (it is "GH 20").`,
      ],
      [
        'a delivery fee in words',
        content => {
          ordering(content).delivery.areas[0]!.fee = '20 cedis'
        },
        `content/site.json, ordering.delivery.areas entry 1 ("Drobonso and Mampong (Ashanti)"), field "fee" must be ${FEE} (it is "20 cedis").`,
      ],
      [
        'a town called Mampong without saying which of the two',
        content => {
          ordering(content).delivery.areas[0]!.area = 'Drobonso and Mampong'
        },
        'content/site.json, ordering.delivery.areas entry 1 ("Drobonso and Mampong"), field "area" must say which Mampong, as Ghana has two: write "Mampong (Ashanti)" or "Mampong-Akuapem" (it is "Drobonso and Mampong").',
      ],
      [
        'a MoMo payment time the page cannot say',
        content => {
          ;(ordering(content).payment.momo as Record<string, unknown>).when = 'later'
        },
        `content/site.json, field "ordering.payment.momo.when" must be when the buyer pays by MoMo, one of: "before dispatch", "on delivery", "before dispatch or on delivery" (it is "later").`,
      ],
      [
        'delivery days in words',
        content => {
          ordering(content).delivery.areas[2]!.days = '2 to 3'
        },
        `content/site.json, ordering.delivery.areas entry 3 ("Accra"), field "days" must be ${DAYS} (it is "2 to 3").`,
      ],
      [
        'a delivery range written backwards',
        content => {
          ordering(content).delivery.areas[2]!.days = '3-2'
        },
        'content/site.json, ordering.delivery.areas entry 3 ("Accra"), field "days" must be a range from the fewer days to the more, e.g. "2-4" (it is "3-2").',
      ],
      [
        'hours that do not parse',
        content => {
          ordering(content).hours[0] = 'Monday to Saturday, 7am to 7pm'
        },
        `content/site.json, ordering.hours entry 1 ("Monday to Saturday, 7am to 7pm") must be ${HOURS} (it is "Monday to Saturday, 7am to 7pm").`,
      ],
      [
        'hours that close before they open',
        content => {
          ordering(content).hours[0] = 'Mo-Sa 19:00-07:00'
        },
        'content/site.json, ordering.hours entry 1 ("Mo-Sa 19:00-07:00") must close after it opens: "Mo-Sa 19:00-07:00" closes at 07:00, before 19:00.',
      ],
      [
        'hours whose days run backwards',
        content => {
          ordering(content).hours[1] = 'Sa-Mo 07:00-19:00'
        },
        'content/site.json, ordering.hours entry 2 ("Sa-Mo 07:00-19:00") must name its days in week order, Monday first (Mo-Sa, not Sa-Mo): "Sa-Mo 07:00-19:00" runs backwards.',
      ],
      [
        'no languages',
        content => {
          ordering(content).languages = []
        },
        'content/site.json, field "ordering.languages" is empty: it needs at least 1 entry, as a list [ … ] of the languages a call is answered in, e.g. ["English", "Twi"].',
      ],
      [
        'in stock written as a text',
        content => {
          content.products[2]!.inStock = 'no' as unknown as boolean
        },
        'content/products.json, entry 3 ("Powdered Okro Three"), field "inStock" must be true while the product is in stock, false when it is sold out (it is "no").',
      ],
    ])('reports %s', async (_case, change, expected) => {
      expect(await problemsAfter(change)).toEqual([expected])
    })

    it('accepts a product out of stock, with or without a next harvest, and a farm that takes only MoMo', async () => {
      expect(
        await problemsAfter(content => {
          content.products[0]!.inStock = false
          content.products[0]!.nextHarvest = 'March'
          content.products[1]!.inStock = false
          delete content.products[2]!.inStock
          ordering(content).payment.cashOnDelivery = false
          ordering(content).delivery.areas[0]!.days = '12'
          delete ordering(content).delivery.abroad
        }),
      ).toEqual([])
    })
  })

  it('reports an image file that is named like a photo but is not one', async () => {
    const problems = await problemsAfter(() => undefined, { copyMedia: true, raw: {} })
    expect(problems).toEqual([])
    const fixture = makeContent(() => undefined, { copyMedia: true })
    try {
      fs.writeFileSync(path.join(fixture.dir, 'images/products/powdered-okro-two.jpg'), 'not a picture')
      expect(await validateContent(fixture.dir)).toEqual([
        'content/products.json, entry 2 ("Powdered Okro Two"), field "image" points to "images/products/powdered-okro-two.jpg", which is named like a photo (JPEG, PNG, WebP or AVIF) but is not one (the file may be empty, damaged or renamed): save it again in that format.',
      ])
    } finally {
      fixture.remove()
    }
  })

  describe('decodes every photo and video (checkContent, run by the build)', () => {
    const IMAGE =
      'content/products.json, entry 2 ("Powdered Okro Two"), field "image" points to "images/products/powdered-okro-two.jpg", which'
    const NOT_A_PHOTO = `${IMAGE} is named like a photo (JPEG, PNG, WebP or AVIF) but is not one (the file may be empty, damaged or renamed): save it again in that format.`
    const cut = (bytes: Buffer): Buffer => bytes.subarray(0, Math.floor(bytes.length / 2))

    it.each([
      [
        'a truncated JPEG',
        'images/products/powdered-okro-two.jpg',
        cut,
        `${IMAGE} is damaged or cut short (an upload or copy that did not finish?): it cannot be read as a photo ("VipsJpeg: premature end of JPEG image"). Export or save the photo again.`,
      ],
      ['a zero-byte image', 'images/products/powdered-okro-two.jpg', () => Buffer.alloc(0), NOT_A_PHOTO],
      [
        'a text file renamed .jpg',
        'images/products/powdered-okro-two.jpg',
        () => Buffer.from('Price list: GH25\n'),
        NOT_A_PHOTO,
      ],
      [
        'a truncated MP4',
        'video/story.mp4',
        cut,
        'content/site.json, field "story.videoMp4" points to "video/story.mp4", which is damaged or cut short (an upload or copy that did not finish?): the MP4 video ends in the middle of its data. Export the video again.',
      ],
      [
        'a truncated WebM',
        'video/story.webm',
        cut,
        'content/site.json, field "story.videoWebm" points to "video/story.webm", which is damaged or cut short (an upload or copy that did not finish?): the WebM video is cut short. Export the video again.',
      ],
    ])('reports %s with its file, entry and field', async (_case, file, damage, expected) => {
      const fixture = makeContent(() => undefined, { copyMedia: true })
      try {
        const target = path.join(fixture.dir, file)
        fs.writeFileSync(target, damage(fs.readFileSync(target)))
        expect(await checkContent(fixture.dir)).toEqual([expected])
      } finally {
        fixture.remove()
      }
    })

    it('passes the shipped content and the frozen copy', async () => {
      expect(await checkContent(CONTENT)).toEqual([])
      expect(await checkContent(FROZEN_CONTENT)).toEqual([])
    })
  })

  it('accepts headings in Twi, Ga and Ewe: the display face has their letters', async () => {
    expect(
      await problemsAfter(content => {
        content.products[0]!.name = 'Nkruma Ɔkɔdeɛ'
        content.site.brand = 'Ŋkyɛ Farms'
        content.testimonials[0]!.headline = 'Ɛyɛ dɛ paa! Ɖeka ƒe nuɖuɖu'
      }),
    ).toEqual([])
  })

  it('names the entry whose heading uses a letter the display face lacks', async () => {
    expect(
      await problemsAfter(content => {
        content.products[1]!.name = 'Okro 秋葵'
      }),
    ).toEqual([
      'content/products.json, entry 2 ("Okro 秋葵"), field "name" uses "秋" (U+79CB), "葵" (U+8475), which the heading font does not have: it would show in another typeface. Write it without that letter, or ask a developer to add it to the font (scripts/subset-display-font.ts).',
    ])
  })

  it('limits the brand and tagline to what the social card can hold', async () => {
    expect(
      await problemsAfter(content => {
        content.site.brand = 'B'.repeat(49)
        content.site.tagline = 'okro '.repeat(33).trim()
      }),
    ).toEqual([
      `content/site.json, field "brand" must be at most 48 characters, as it is set beside the logo on the social card (/social-card.jpg), where longer text does not fit (it has 49).`,
      `content/site.json, field "tagline" must be at most 160 characters, as it is the headline of the social card (/social-card.jpg), where longer text does not fit (it has 164).`,
    ])
  })

  it('reports invalid JSON with its line and column', async () => {
    const products = '[\n  {\n    "id": 1\n    "name": "Powdered Okro One"\n  }\n]\n'
    expect(await problemsAfter(() => undefined, { raw: { products } })).toEqual([
      'content/products.json is not valid JSON at line 4, column 5: a comma is missing between two fields: add a comma (,) at the end of line 3.',
    ])
  })

  it('reports a missing file', async () => {
    const fixture = makeContent()
    try {
      fs.rmSync(path.join(fixture.dir, 'testimonials.json'))
      expect(await validateContent(fixture.dir)).toEqual([
        'content/testimonials.json is missing: the site needs it. Restore it (for example from Git).',
      ])
    } finally {
      fixture.remove()
    }
  })

  it('reports every problem, one message each, in file order', async () => {
    const problems = await problemsAfter(content => {
      content.pages[0]!.section = 'start'
      content.products[0]!.price = 'GHS15'
      content.site.email = 'orders'
    })
    expect(problems.map(problem => problem.split(',')[0])).toEqual([
      'content/site.json',
      'content/products.json',
      'content/pages.json',
    ])
  })
})

describe('findJsonSyntaxError', () => {
  /** Marks where the mistake is, so a case shows the line and column the farm is told. */
  const HERE = '▮'
  const BAD_NUMBER =
    'this number is not written correctly (no leading zeros, use a dot for decimals; put text in double quotes)'

  it.each([
    ['{"a": 1,▮}', 'there is a comma just before this }: remove it'],
    ['[1, 2,\n▮]', 'there is a comma just before this ]: remove it'],
    [
      '[\n  {"a": 1}\n  ▮{"b": 2}\n]',
      'a comma is missing between two entries: add a comma (,) at the end of line 2',
    ],
    [
      '[{"a": 1} ▮{"b": 2}]',
      'a comma is missing between two entries: add a comma (,) just before this point',
    ],
    ['{"a": 1,▮, "b": 2}', 'there are two commas in a row: remove one'],
    [
      '{\n  "a": ▮"okro\u201d,\n  "b": 2\n}',
      'this text ends with a curly quote (” or ’), which does not end a text in JSON: replace it with a straight double quote (")',
    ],
    ['[\n  {"a": 1\n▮]', 'a closing } is missing before this ]: add it (each { needs its })'],
    ['{"a": [1, 2▮}', 'a closing ] is missing before this }: add it (each [ needs its ])'],
    ["{▮'a': 1}", 'text must be in straight double quotes ("), not single quotes (\')'],
    [
      '{"a": ▮\u201cokro\u201d}',
      'curly quotes (“ ” or ‘ ’) are not allowed: use straight double quotes (") as typed in a plain-text editor',
    ],
    ['{"a": ▮okro}', 'text must be in double quotes ("): a value after the colon was expected here'],
    ['{"a" ▮1}', 'a colon (:) is missing between the field name and its value'],
    [
      '{"a": ▮"okro\n}',
      'this text has no closing double quote (") before the end of the line: add one where the text ends',
    ],
    [
      '[{"a": 1}▮',
      'the file ends too early: a comma or a closing ] is missing (check for a missing ] or } at the end)',
    ],
    ['▮', 'the file is empty: put its content back (for example from Git, or from a copy)'],
    [
      '{"a": 1}▮}',
      'there is extra text after the end of the data (check for an extra ] or } or a missing comma)',
    ],
    ['{"a": [1 ▮2]}', '"2" is not allowed here: a comma or a closing ] was expected'],
    ['{"a": 0▮1}', BAD_NUMBER],
    ['{"a": "ok▮\tro"}', 'a tab or control character inside a text: remove it'],
    ['{"a": "C:\\\\okro▮\\q"}', 'a backslash (\\) inside a text must be written twice (\\\\)'],
    ['{"a": 1 ▮// okro\n}', 'comments (// or /* */) are not allowed in JSON: remove this one'],
    [
      '{"a":▮\u00a01}',
      'an unusual space (such as a non-breaking space from a word processor) is here: replace it with an ordinary space',
    ],
    [
      '{"a":▮',
      'the file ends too early: a value after the colon is missing (check for a missing ] or } at the end)',
    ],
  ])('locates the mistake in %j', (marked, reason) => {
    const before = marked.slice(0, marked.indexOf(HERE)).split('\n')
    expect(findJsonSyntaxError(marked.replace(HERE, ''))).toEqual({
      line: before.length,
      column: before.at(-1)!.length + 1,
      reason,
    })
  })

  it('accepts valid JSON', () => {
    expect(findJsonSyntaxError('{"a": [1, -2.5e3, "x\\n\\u00e9", true, null]}')).toBeUndefined()
  })
})

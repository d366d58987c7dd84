/** The content files' schemas: every field's type, rules, editor words and the farm's messages, in one place. */
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min'
import { z } from 'zod'
import { SECTION_IDS, sectionIdFromLabel, type SectionId } from '../../src/config/section-ids'
import { DAYS_PATTERN, HOURS_PATTERN, daysInOrder, hoursInOrder } from './calendar'
import { describeValue, didYouMean, mustBe } from './messages'
import { MOMO_WHEN, MOMO_WHEN_DEFAULT, momoText } from './momo'
import { FEE_PATTERN, PRICE_PATTERN } from './money'
import {
  atMost,
  contentFile,
  display,
  group,
  list,
  matches,
  multiLine,
  satisfies,
  text,
  textMatching,
  type TextRule,
  wholeNumber,
  yesNo,
} from './rules'

const SOCIAL_CARD_LIMITS = { brand: 48, tagline: 160 } as const

export const PRICE_EXPECTED =
  'GH followed by whole cedis, with no space, symbol, decimals or leading zero, e.g. "GH25"'
export const PHONE_TEL_EXPECTED =
  'the number in international format for tap-to-call: +, the country code and the number, digits only, e.g. "+233200000000"'
export const SOCIAL_URL_EXPECTED =
  'the full web address of the profile, starting with https://, e.g. "https://www.instagram.com/drobonsofarms/"'
const WHATSAPP_EXPECTED =
  'the WhatsApp number in international format: +, the country code and the number, digits only, e.g. "+233200000000"'
const PACK_SIZE_EXPECTED = 'the weight in the pack, a number and g or kg, e.g. "250 g"'
const EMAIL_EXPECTED = 'an email address, e.g. "orders@drobonso-farms.example"'
const HOURS_EXPECTED =
  'the days and hours a call is answered, as days (Mo, Tu, We, Th, Fr, Sa, Su, a range like Mo-Sa or a list like Mo,We,Fr), a space and the times, e.g. "Mo-Sa 07:00-19:00"'
const FEE_EXPECTED = 'the delivery fee, GH followed by whole cedis like a price, e.g. "GH20", or "free"'
const DAYS_EXPECTED = 'the delivery time in days, a number or a range, e.g. "2" or "2-4"'
const PAGE_PATH_EXPECTED = 'the page\'s address, starting and ending with /, in lower case, e.g. "/about/"'

/** + and the country code, then the number, digits only: the form tel: and wa.me links need. */
const E164 = /^\+[1-9]\d{7,14}$/
const e164 = (phone: string): string | undefined => parsePhoneNumberFromString(phone)?.number

const phoneNumber: TextRule = satisfies((value, expected) => {
  const length = validatePhoneNumberLength(value)
  if (length === 'TOO_SHORT' || length === 'TOO_LONG')
    return `must be ${expected}: ${describeValue(value)} has ${length === 'TOO_SHORT' ? 'too few' : 'too many'} digits for its country.`
  return parsePhoneNumberFromString(value)?.isValid()
    ? undefined
    : `must be ${expected}: ${describeValue(value)} is not a number in use in its country's numbering plan.`
})

const email: TextRule = (schema, expected) =>
  schema.check(z.email({ error: issue => mustBe(String(issue.input), expected), abort: true }))

const httpsUrl = (value: string): string | undefined => {
  const url = URL.parse(value)
  if (!url) return `must be ${SOCIAL_URL_EXPECTED}, but ${describeValue(value)} is not a web address.`
  if (url.protocol !== 'https:')
    return `must start with https:// so visitors get a secure link (it is ${describeValue(value)}).`
  if (!url.hostname.includes('.') || /\s/.test(value))
    return `must be ${SOCIAL_URL_EXPECTED}, but ${describeValue(value)} is not a complete web address.`
}

/** Ghana has two towns called Mampong (Ashanti and Akuapem): a buyer must know which is meant. */
const oneMampong: TextRule = satisfies(value =>
  /\bMampong\b(?![- ]?(?:\(|Akuapem|Ashanti|Asante))/i.test(value) &&
  !/\b(?:Akuapem|Ashanti|Asante)[- ]Mampong\b/i.test(value)
    ? `must say which Mampong, as Ghana has two: write "Mampong (Ashanti)" or "Mampong-Akuapem" (it is ${describeValue(value)}).`
    : undefined,
)

const orderingSchema = group(
  'how to order: { "hours": [ … ], "languages": [ … ], "payment": { … }, "delivery": { … } }',
  {
    hours: list(
      'a list [ … ] of opening hours, each e.g. "Mo-Sa 07:00-19:00"',
      textMatching(HOURS_EXPECTED, HOURS_PATTERN, hoursInOrder).meta({ title: 'Days and hours' }),
    ).meta({ title: 'Hours when calls are answered', editorWords: { singular: 'opening hours' } }),
    languages: list(
      'a list [ … ] of the languages a call is answered in, e.g. ["English", "Twi"]',
      text('a language, e.g. "Twi"').meta({ title: 'Language' }),
    ).meta({ title: 'Languages', editorWords: { singular: 'language' } }),
    payment: group('how buyers pay, { "cashOnDelivery": true, "momo": { … }, "safety": … }', {
      cashOnDelivery: yesNo('true when buyers can pay in cash on delivery, false when not').meta({
        title: 'Cash on delivery',
        editorWords: {
          hint: 'On when buyers can pay in cash when the order arrives. Offer at least one way to pay.',
        },
      }),
      momo: group('the mobile money account, { "network": "MTN", "merchantName": …, "number": … }', {
        network: momoText.network.meta({ title: 'Network' }),
        merchantName: text(
          'the merchant or account name exactly as the buyer\'s phone shows it when paying, e.g. "DROBONSO FARMS ENT"',
        ).meta({ title: 'Merchant or account name' }),
        number: momoText.number.meta({ title: 'MoMo number' }),
        when: momoText.when
          .optional()
          .meta({ title: 'When a MoMo payment is made', enum: [...MOMO_WHEN], default: MOMO_WHEN_DEFAULT }),
      })
        .optional()
        .meta({
          title: 'Mobile money (MoMo)',
          editorWords: {
            singular: 'mobile money account',
            note: 'Remove it and the page offers no mobile money payment.',
          },
        }),
      safety: text(
        'the safety sentence under the payment, e.g. "Only pay to this number, in this name. We never ask for your PIN."',
      ).meta({ title: 'Safety sentence', ...multiLine }),
    })
      .refine(({ cashOnDelivery, momo }) => cashOnDelivery || momo !== undefined, {
        error:
          'must offer at least one way to pay: set "cashOnDelivery" to true, or add a "momo" account { "network": …, "merchantName": …, "number": … }.',
      })
      .meta({ title: 'Payment' }),
    delivery: group('where the farm delivers, { "areas": [ … ], "abroad": … }', {
      areas: list(
        'a list [ … ] of delivery areas, each { "area": "Kumasi", "fee": "GH20", "days": "1-2" }',
        group('a delivery area, { "area": "Kumasi", "fee": "GH20", "days": "1-2" }', {
          area: text('the town or region, e.g. "Kumasi"', oneMampong).meta({ title: 'Town or region' }),
          fee: textMatching(FEE_EXPECTED, FEE_PATTERN).meta({ title: 'Delivery fee' }),
          days: textMatching(DAYS_EXPECTED, DAYS_PATTERN, daysInOrder).meta({
            title: 'Delivery time (days)',
          }),
        }).meta({ title: 'Delivery area', graphqlType: 'SiteJsonDeliveryArea' }),
      ).meta({
        title: 'Delivery areas',
        editorWords: { singular: 'area', summary: '{{fields.area}} · {{fields.fee}} · {{fields.days}} days' },
      }),
      otherTowns: text(
        'how towns not in the list are served, e.g. "By bus parcel, fee on request"; shown as the table\'s last row, "Other towns"',
      )
        .optional()
        .meta({ title: 'Other towns' }),
      abroad: text('one line about orders from abroad, e.g. "On request: packed airtight, keeps 12 months"')
        .optional()
        .meta({
          title: 'Orders from abroad',
          editorWords: { note: 'Leave it empty and the page says nothing about orders from abroad.' },
        }),
    }).meta({ title: 'Delivery' }),
  },
).meta({ title: 'How to order' })

const sectionList = SECTION_IDS.join(', ')

const sectionId = matches(
  new RegExp(`^(?:${SECTION_IDS.join('|')})$`),
  value =>
    `must be the id of a section of the page, one of: ${sectionList} (it is ${describeValue(value)}).${didYouMean(value, SECTION_IDS)}`,
)

const letters = (word: string): string =>
  [...word].map(letter => `[${letter}${letter.toUpperCase()}]`).join('\\s*')

/** The menu's own words for each section, which read its id once lower-cased without spaces. */
export const NAV_LABELS = {
  home: 'Home',
  aboutus: 'About Us',
  services: 'Services',
  products: 'Products',
  testimonials: 'Testimonials',
} satisfies Record<SectionId, string>

/** A label that reads a section's id once lower-cased without spaces (sectionIdFromLabel). */
const NAV_LABEL_PATTERN = new RegExp(`^\\s*(?:${SECTION_IDS.map(letters).join('|')})\\s*$`)

const navLabel = (value: string): string => {
  const id = sectionIdFromLabel(value)
  return (
    `links to the section "${id}" (the label in lower case without spaces), which does not exist. ` +
    `Use a label that gives one of: ${sectionList}, e.g. "About Us" for aboutus.${didYouMean(id, SECTION_IDS)}`
  )
}

const imageFile = (example: string, title = 'Photo') =>
  contentFile('a photo (JPEG, PNG, WebP or AVIF)', example, 'image').meta({ title })

const photoAlt = () =>
  text('a description of the photo for visitors who cannot see it').meta({
    title: 'Photo description',
    editorWords: { describes: 'image' },
  })

const sectionCopy = (name: string) =>
  group(`the heading and intro of the ${name} section, { "heading": …, "intro": … }`, {
    heading: display(text(`the ${name} section's heading`).meta({ title: 'Heading' })),
    intro: text(`the ${name} section's introduction`).meta({ title: 'Introduction', ...multiLine }),
  }).meta({ title: `${name} section`, graphqlType: 'SiteJsonSectionCopy' })

const siteSchema = group('the site settings, one group of fields { … }', {
  brand: display(
    text(
      'the brand name, e.g. "Drobonso Farms"',
      atMost(SOCIAL_CARD_LIMITS.brand, 'set beside the logo on the social card (/social-card.jpg)'),
    ).meta({ title: 'Farm name' }),
  ),
  tagline: text(
    'a short line about the farm',
    atMost(SOCIAL_CARD_LIMITS.tagline, 'the headline of the social card (/social-card.jpg)'),
  ).meta({ title: 'Short line about the farm' }),
  phone: group('the phone number in two forms, { "display": "+233 20 000 0000", "tel": "+233200000000" }', {
    // The patterns are what the editor checks as the farm types; libphonenumber then knows each country's numbers.
    display: text(
      'the number as people read it, starting with + and the country code, e.g. "+233 20 000 0000"',
      matches(/^(?=(?:\D*\d){8,15}\D*$)\+[1-9][\d ()-]*\d$/, (value, expected) =>
        /^\+[1-9][\d ()-]*\d$/.test(value)
          ? `must be ${expected}: an international number has 8 to 15 digits (this one has ${value.replace(/\D/g, '').length}).`
          : mustBe(value, expected),
      ),
      phoneNumber,
    ).meta({ title: 'As people read it' }),
    tel: textMatching(PHONE_TEL_EXPECTED, E164, phoneNumber).meta({ title: 'For tap-to-call (digits only)' }),
  })
    .refine(({ display, tel }) => e164(display) === tel, {
      path: ['display'],
      error: issue => {
        const { display, tel } = issue.input as { display: string; tel: string }
        return `must be the same number as "phone.tel": ${describeValue(display)} is ${e164(display)}, but "phone.tel" is ${describeValue(tel)}.`
      },
    })
    .meta({ title: 'Phone number' }),
  whatsapp: textMatching(WHATSAPP_EXPECTED, E164, phoneNumber)
    .meta({
      title: 'WhatsApp number',
      editorWords: { note: 'Leave it empty and the Buy Now dialog offers no WhatsApp order.' },
    })
    .optional(),
  email: text(EMAIL_EXPECTED, email).meta({ title: 'Email address' }),
  fdaNumber: text(
    "the farm's Food and Drugs Authority (FDA Ghana) registration number, as on its certificate",
  )
    .optional()
    .meta({
      title: 'FDA Ghana registration number',
      editorWords: {
        note: 'Leave it empty until the FDA has registered the farm: the page then shows none.',
      },
    }),
  address: group('the address, { "locality": …, "region": …, "country": …, "countryCode": … }', {
    locality: text('the town, e.g. "Drobonso"').meta({ title: 'Town' }),
    region: text('the region, e.g. "Ashanti Region"').meta({ title: 'Region' }),
    country: text('the country, e.g. "Ghana"').meta({ title: 'Country' }),
    countryCode: textMatching('the two-letter country code in capitals, e.g. "GH"', /^[A-Z]{2}$/).meta({
      title: 'Country code',
    }),
  }).meta({ title: 'Address' }),
  social: list(
    'a list [ … ] of social profiles, each { "network": "Instagram", "url": "https://…" }',
    group('a social profile, { "network": "Instagram", "url": "https://…" }', {
      network: text('the network\'s name, e.g. "Instagram"').meta({ title: 'Network' }),
      // httpsUrl says which part is wrong; the pattern is what editors check as the farm types.
      url: text(
        SOCIAL_URL_EXPECTED,
        satisfies(httpsUrl),
        matches(/^https:\/\/[^\s/?#@]+\.[^\s/?#@.]+(?:[/?#]\S*)?$/),
      ).meta({ title: 'Web address of the profile' }),
    }),
    0,
  ).meta({
    title: 'Instagram, Facebook and other profiles',
    editorWords: { singular: 'profile', summary: '{{fields.network}}' },
  }),
  copyrightYear: wholeNumber('a year written as a number without quotes, e.g. 2024', 1900, 2100).meta({
    title: 'Copyright year',
  }),
  nav: list(
    'a list [ … ] of section names, e.g. ["Home", "About Us", "Services"]',
    text('a section name, e.g. "About Us"', matches(NAV_LABEL_PATTERN, navLabel)).meta({
      title: 'Menu link',
      editorWords: {
        message: `Must be the name of a section of the page: ${Object.values(NAV_LABELS).join(', ')}.`,
      },
    }),
  ).meta({ title: 'Menu links', editorWords: { singular: 'menu link' } }),
  hero: group('the hero section\'s texts and image, { "animatedWord": …, "subtitle": …, … }', {
    animatedWord: display(
      text('the animated word of the headline, e.g. "Delicious"').meta({ title: 'Animated word' }),
    ),
    subtitle: display(
      text('the headline\'s second line, e.g. "Powdered Okro"').meta({ title: 'Second line' }),
    ),
    text: text('the paragraph about the fortified blend').meta({ title: 'Paragraph', ...multiLine }),
    image: imageFile('images/hero.jpg'),
    imageAlt: photoAlt(),
  }).meta({ title: 'Top of the page' }),
  about: group('the About Us texts, { "heading": …, "title": …, "paragraphs": [ … ], … }', {
    heading: text('the small heading, e.g. "About Us"').meta({ title: 'Small heading' }),
    title: display(text("the section's title").meta({ title: 'Title' })),
    paragraphs: list(
      'a list [ … ] of paragraphs, each a text in double quotes',
      text('a paragraph of the story').meta({ title: 'Paragraph', ...multiLine }),
    ).meta({ title: 'Story', editorWords: { singular: 'paragraph' } }),
    badgeValue: display(text('the badge figure, e.g. "100%"').meta({ title: 'Badge figure' })),
    badgeLabel: text('the badge caption').meta({ title: 'Badge caption' }),
    ingredients: list(
      'a list [ … ] of ingredients, e.g. ["Fresh okro", "Ginger"]',
      text('an ingredient').meta({ title: 'Ingredient' }),
    ).meta({ title: 'Ingredients', editorWords: { singular: 'ingredient' } }),
  }).meta({ title: 'About Us' }),
  story: group('the story video, { "heading": …, "caption": …, "poster": …, "videoMp4": …, … }', {
    heading: display(text('the section title, e.g. "Watch Our Story"').meta({ title: 'Title' })),
    caption: text('the caption under the video').meta({ title: 'Caption under the video', ...multiLine }),
    poster: imageFile('images/story-poster.jpg', 'Still picture shown before the video plays'),
    videoMp4: contentFile('the MP4 video', 'video/story.mp4', 'mp4').meta({ title: 'Video (MP4)' }),
    videoWebm: contentFile('the WebM video', 'video/story.webm', 'webm').meta({ title: 'Video (WebM)' }),
    captions: contentFile('the WebVTT captions', 'video/story.en.vtt', 'vtt').meta({
      title: 'Captions (WebVTT)',
    }),
  }).meta({ title: 'Story video (Watch Our Story)' }),
  productsSection: sectionCopy('Products'),
  testimonialsSection: sectionCopy('Testimonials'),
  footer: group('the footer texts, { "blurb": … }', {
    blurb: text('the short text about the farm in the footer').meta({
      title: 'Text about the farm',
      ...multiLine,
    }),
  }).meta({ title: 'Footer' }),
  ordering: orderingSchema,
  $schema: text(
    'the JSON Schema an editor checks this file against, "./schemas/site.schema.json"',
  ).optional(),
}).meta({
  fileWords: {
    label: 'Site settings',
    description:
      'Phone, WhatsApp, email, address, social profiles, how to order (hours, payment, delivery) and every text of the page.',
  },
})

export const productsSchema = list(
  'a list [ … ] of products, each { "id": 1, "name": …, "description": …, "price": "GH15", … }',
  group(
    'a product, { "id": 1, "name": …, "description": …, "price": "GH15", "packSize": "100 g", "image": …, "imageAlt": … }',
    {
      id: wholeNumber('a whole number without quotes that no other product uses, e.g. 4', 1).meta({
        title: 'Product number',
      }),
      name: display(text('the product name, e.g. "Powdered Okro One"').meta({ title: 'Name' })),
      description: text('a one-line description').meta({ title: 'Description' }),
      price: textMatching(PRICE_EXPECTED, PRICE_PATTERN).meta({ title: 'Price' }),
      format: text('the kind of pack, as the buyer chooses it, e.g. "Pouch", "Jar" or "Family pouch"')
        .optional()
        .meta({ title: 'Pack (pouch, jar …)' }),
      packSize: textMatching(PACK_SIZE_EXPECTED, /^[1-9]\d*(\.\d+)? ?(g|kg)$/).meta({ title: 'Pack size' }),
      image: imageFile('images/products/powdered-okro-one.jpg').meta({
        editorWords: { folder: 'images/products' },
      }),
      imageAlt: photoAlt(),
      inStock: yesNo('true while the product is in stock, false when it is sold out')
        .optional()
        .meta({
          title: 'In stock',
          default: true,
          editorWords: {
            hint: 'Switch it off when the product is sold out: its card and Buy Now dialog then say so.',
          },
        }),
      nextHarvest: text('when the product is back, shown while it is out of stock, e.g. "March"')
        .optional()
        .meta({ title: 'Next harvest', editorWords: { note: 'It may stay empty.' } }),
      ingredients: list(
        'a list [ … ] of what is in the pack, e.g. ["Fresh okro", "Ginger", "Garlic"]',
        text('an ingredient, e.g. "Ginger"').meta({ title: 'Ingredient' }),
        0,
      )
        .optional()
        .meta({ title: 'Ingredients', editorWords: { singular: 'ingredient' } }),
      shelfLife: text('how long an unopened pack keeps, e.g. "12 months"')
        .optional()
        .meta({ title: 'Shelf life (unopened)' }),
      storage: text('how to store the pack, e.g. "Keep dry and sealed, out of the sun"')
        .optional()
        .meta({ title: 'How to store it', ...multiLine }),
    },
  ),
).meta({
  editorWords: { singular: 'product', summary: '{{fields.name}} · {{fields.price}}' },
  fileWords: {
    label: 'Products',
    description: 'Name, description, price, pack size, photo and stock of each product.',
  },
})

const testimonialsSchema = list(
  'a list [ … ] of testimonials, each { "headline": …, "quote": …, "name": …, "town": … }',
  group('a testimonial, { "headline": …, "quote": …, "name": …, "town": … }', {
    headline: display(text('a short headline').meta({ title: 'Headline' })),
    quote: text('what the customer said').meta({ title: 'What the customer said', ...multiLine }),
    name: text('the customer\'s name, e.g. "Akosua Mensah"').meta({ title: "Customer's name" }),
    town: text('the customer\'s town, e.g. "Kumasi"').meta({ title: "Customer's town" }),
  }),
).meta({
  editorWords: { singular: 'testimonial', summary: '{{fields.name}}, {{fields.town}}' },
  fileWords: { label: 'Testimonials', description: 'What customers say, with their names and towns.' },
})

const pagesSchema = list(
  'a list [ … ] of pages, each { "path": "/about/", "section": "aboutus", "title": …, "description": … }',
  group('a page, { "path": "/about/", "section": "aboutus", "title": …, "description": … }', {
    path: textMatching(PAGE_PATH_EXPECTED, /^\/([a-z0-9]+(-[a-z0-9]+)*\/)*$/).meta({ title: 'Address' }),
    section: text(`the id of the section the page opens at, one of: ${sectionList}`, sectionId).meta({
      title: 'Opens at the section',
      enum: [...SECTION_IDS],
      editorWords: {
        hint: 'The part of the page this address opens at.',
        // The menu's words, but for the two sections the page titles otherwise.
        options: { ...NAV_LABELS, home: 'Top of the page', services: 'Watch Our Story' },
      },
    }),
    title: text("the page's title, shown in the browser tab and search results").meta({
      title: 'Title (browser tab and search results)',
    }),
    description: text("the page's description for search results").meta({
      title: 'Description (search results)',
      ...multiLine,
    }),
  }),
).meta({
  editorWords: { singular: 'page', summary: '{{fields.path}}' },
  fileWords: {
    label: 'Pages',
    description: 'The title and search-result description of each address, and the section it opens at.',
  },
})

export const CONTENT_SCHEMAS = {
  'site.json': siteSchema,
  'products.json': productsSchema,
  'testimonials.json': testimonialsSchema,
  'pages.json': pagesSchema,
} as const

export type ContentFileName = keyof typeof CONTENT_SCHEMAS
export const CONTENT_FILES = Object.keys(CONTENT_SCHEMAS) as ContentFileName[]
export type Content = { [File in ContentFileName]: z.infer<(typeof CONTENT_SCHEMAS)[File]> }

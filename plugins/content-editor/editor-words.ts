/**
 * What the browser editor (/admin/) calls each field of content/, in the farm's words: the same
 * names as the README's content table. Only names and the choice of control live here; what a field
 * must hold (required or not, formats, bounds) and the hint under it come from the content schema
 * (editor-config.ts), so they cannot drift from what the build accepts. Every field of the schema
 * needs a name here, and every name a field: editor-config.ts stops the build otherwise.
 */
import type { SectionId } from '../../src/config/section-ids'

export interface FieldWords {
  /** The field's name in the form. */
  label: string
  /** Replaces the hint taken from the validator, where its words are about JSON rather than a form. */
  hint?: string
  /** Added after the validator's hint. */
  note?: string
  /** `text`: a box for several lines; `section`: a choice of the page's sections. */
  control?: 'text' | 'section'
  /**
   * For a field that names a file (contentFile in the content schema, shown as an upload picker):
   * where uploads go, inside content/ (the JSON points there).
   */
  folder?: string
  /** For a list: what one entry is called ("Add product"), and its one-line summary when folded. */
  singular?: string
  summary?: string
  /** For a group or a list of groups: its fields. */
  fields?: Record<string, FieldWords>
  /** For a list of texts: one entry. */
  item?: FieldWords
  /** For a yes-or-no switch the content may leave out: what leaving it out means. */
  default?: boolean
}

const PHOTO_HINT =
  'A photo (JPEG, PNG, WebP or AVIF). Upload a new one or choose one already in the media library.'
const PHOTO_DESCRIPTION: FieldWords = {
  label: 'Photo description',
}

export const SITE_WORDS: Record<string, FieldWords> = {
  brand: { label: 'Farm name' },
  tagline: { label: 'Short line about the farm' },
  phone: {
    label: 'Phone number',
    fields: {
      display: { label: 'As people read it' },
      tel: { label: 'For tap-to-call (digits only)' },
    },
  },
  whatsapp: {
    label: 'WhatsApp number',
    note: 'Leave it empty and the Buy Now dialog offers no WhatsApp order.',
  },
  email: { label: 'Email address' },
  address: {
    label: 'Address',
    fields: {
      locality: { label: 'Town' },
      region: { label: 'Region' },
      country: { label: 'Country' },
      countryCode: { label: 'Country code' },
    },
  },
  social: {
    label: 'Instagram, Facebook and other profiles',
    singular: 'profile',
    summary: '{{fields.network}}',
    fields: {
      network: { label: 'Network' },
      url: { label: 'Web address of the profile' },
    },
  },
  copyrightYear: { label: 'Copyright year' },
  nav: {
    label: 'Menu links',
    singular: 'menu link',
    item: { label: 'Menu link' },
  },
  hero: {
    label: 'Top of the page',
    fields: {
      animatedWord: { label: 'Animated word' },
      subtitle: { label: 'Second line' },
      text: { label: 'Paragraph', control: 'text' },
      image: { label: 'Photo', folder: 'images', hint: PHOTO_HINT },
      imageAlt: PHOTO_DESCRIPTION,
    },
  },
  about: {
    label: 'About Us',
    fields: {
      heading: { label: 'Small heading' },
      title: { label: 'Title' },
      paragraphs: {
        label: 'Story',
        singular: 'paragraph',
        item: { label: 'Paragraph', control: 'text' },
      },
      badgeValue: { label: 'Badge figure' },
      badgeLabel: { label: 'Badge caption' },
      ingredients: { label: 'Ingredients', singular: 'ingredient', item: { label: 'Ingredient' } },
    },
  },
  story: {
    label: 'Story video (Watch Our Story)',
    fields: {
      heading: { label: 'Title' },
      caption: { label: 'Caption under the video', control: 'text' },
      poster: {
        label: 'Still picture shown before the video plays',
        folder: 'images',
        hint: PHOTO_HINT,
      },
      videoMp4: {
        label: 'Video (MP4)',
        folder: 'video',
        hint: 'The video as an MP4 file (H.264).',
      },
      videoWebm: {
        label: 'Video (WebM)',
        folder: 'video',
        hint: 'The same video as a WebM file.',
      },
      captions: {
        label: 'Captions (WebVTT)',
        folder: 'video',
        hint: 'The captions as a WebVTT file (.vtt).',
      },
    },
  },
  productsSection: {
    label: 'Products section',
    fields: { heading: { label: 'Heading' }, intro: { label: 'Introduction', control: 'text' } },
  },
  testimonialsSection: {
    label: 'Testimonials section',
    fields: { heading: { label: 'Heading' }, intro: { label: 'Introduction', control: 'text' } },
  },
  footer: {
    label: 'Footer',
    fields: { blurb: { label: 'Text about the farm', control: 'text' } },
  },
  ordering: {
    label: 'How to order',
    fields: {
      hours: {
        label: 'Hours when calls are answered',
        singular: 'opening hours',
        item: { label: 'Days and hours' },
      },
      languages: { label: 'Languages', singular: 'language', item: { label: 'Language' } },
      payment: {
        label: 'Payment',
        fields: {
          cashOnDelivery: {
            label: 'Cash on delivery',
            hint: 'On when buyers can pay in cash when the order arrives. Offer at least one way to pay.',
          },
          momo: {
            label: 'Mobile money (MoMo)',
            hint: 'Leave it empty and the page offers no mobile money payment.',
            fields: {
              network: { label: 'Network' },
              merchantName: { label: 'Merchant or account name' },
              number: { label: 'MoMo number' },
            },
          },
          safety: { label: 'Safety sentence', control: 'text' },
        },
      },
      delivery: {
        label: 'Delivery',
        fields: {
          areas: {
            label: 'Delivery areas',
            singular: 'area',
            summary: '{{fields.area}} · {{fields.fee}} · {{fields.days}} days',
            fields: {
              area: { label: 'Town or region' },
              fee: { label: 'Delivery fee' },
              days: { label: 'Delivery time (days)' },
            },
          },
          abroad: {
            label: 'Orders from abroad',
            note: 'Leave it empty and the page says nothing about orders from abroad.',
          },
        },
      },
    },
  },
}

export const PRODUCT_WORDS: FieldWords = {
  label: 'Products',
  singular: 'product',
  summary: '{{fields.name}} · {{fields.price}}',
  fields: {
    id: { label: 'Product number' },
    name: { label: 'Name' },
    description: { label: 'Description' },
    price: { label: 'Price' },
    packSize: { label: 'Pack size' },
    image: { label: 'Photo', folder: 'images/products', hint: PHOTO_HINT },
    imageAlt: PHOTO_DESCRIPTION,
    inStock: {
      label: 'In stock',
      default: true,
      hint: 'Switch it off when the product is sold out: its card and Buy Now dialog then say so.',
    },
    nextHarvest: { label: 'Next harvest', note: 'It may stay empty.' },
  },
}

export const TESTIMONIAL_WORDS: FieldWords = {
  label: 'Testimonials',
  singular: 'testimonial',
  summary: '{{fields.name}}, {{fields.town}}',
  fields: {
    headline: { label: 'Headline' },
    quote: { label: 'What the customer said', control: 'text' },
    name: { label: "Customer's name" },
    town: { label: "Customer's town" },
  },
}

export const PAGE_WORDS: FieldWords = {
  label: 'Pages',
  singular: 'page',
  summary: '{{fields.path}}',
  fields: {
    path: { label: 'Address' },
    section: { label: 'Opens at the section', control: 'section' },
    title: { label: 'Title (browser tab and search results)' },
    description: { label: 'Description (search results)', control: 'text' },
  },
}

/** How the page's sections are named in the "Opens at the section" choice. */
export const SECTION_NAMES: Record<SectionId, string> = {
  home: 'Top of the page',
  aboutus: 'About Us',
  services: 'Watch Our Story',
  products: 'Products',
  testimonials: 'Testimonials',
}

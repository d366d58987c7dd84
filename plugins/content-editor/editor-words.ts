/** The editor's words beyond the schema's titles and descriptions. */
import type { ContentFileName } from '../content-checks/content-schema'
import { SECTION_IDS, type SectionId } from '../../src/config/section-ids'

export interface FieldWords {
  /** Added after the validator's hint. */
  note?: string
  /** Shown when a text fails its pattern, instead of "Must be " + the validator's description. */
  message?: string
  /** `text`: a box for several lines. */
  control?: 'text'
  /** For an upload: where it goes inside content/, when not images/ or video/. */
  folder?: string
  /** For a list: what one entry is called ("Add product"), and its one-line summary when folded. */
  singular?: string
  summary?: string
}

export const FILES: Record<
  ContentFileName,
  { name: string; label: string; singular: string; description: string }
> = {
  'site.json': {
    name: 'site',
    label: 'Site settings',
    singular: 'site settings',
    description:
      'Phone, WhatsApp, email, address, social profiles, how to order (hours, payment, delivery) and every text of the page.',
  },
  'products.json': {
    name: 'products',
    label: 'Products',
    singular: 'products',
    description: 'Name, description, price, pack size, photo and stock of each product.',
  },
  'testimonials.json': {
    name: 'testimonials',
    label: 'Testimonials',
    singular: 'testimonials',
    description: 'What customers say, with their names and towns.',
  },
  'pages.json': {
    name: 'pages',
    label: 'Pages',
    singular: 'pages',
    description: 'The title and search-result description of each address, and the section it opens at.',
  },
}

/** By content path: the file, `.field` for a field and `[]` for every entry of a list. */
export const FIELD_WORDS: Record<string, FieldWords> = {
  'site.whatsapp': { note: 'Leave it empty and the Buy Now dialog offers no WhatsApp order.' },
  'site.social': { singular: 'profile', summary: '{{fields.network}}' },
  'site.nav': { singular: 'menu link' },
  'site.nav[]': {
    message: `Must name a section of the page: in lower case and without spaces it must read one of ${SECTION_IDS.join(', ')}, e.g. "About Us" for aboutus.`,
  },
  'site.hero.text': { control: 'text' },
  'site.about.paragraphs': { singular: 'paragraph' },
  'site.about.paragraphs[]': { control: 'text' },
  'site.about.ingredients': { singular: 'ingredient' },
  'site.story.caption': { control: 'text' },
  'site.productsSection.intro': { control: 'text' },
  'site.testimonialsSection.intro': { control: 'text' },
  'site.footer.blurb': { control: 'text' },
  'site.ordering.hours': { singular: 'opening hours' },
  'site.ordering.languages': { singular: 'language' },
  'site.ordering.payment.cashOnDelivery': {
    note: 'On when buyers can pay in cash when the order arrives. Offer at least one way to pay.',
  },
  'site.ordering.payment.momo': { note: 'Leave it empty and the page offers no mobile money payment.' },
  'site.ordering.payment.safety': { control: 'text' },
  'site.ordering.delivery.areas': {
    singular: 'area',
    summary: '{{fields.area}} · {{fields.fee}} · {{fields.days}} days',
  },
  'site.ordering.delivery.abroad': {
    note: 'Leave it empty and the page says nothing about orders from abroad.',
  },
  products: { singular: 'product', summary: '{{fields.name}} · {{fields.price}}' },
  'products[].inStock': {
    note: 'Switch it off when the product is sold out: its card and Buy Now dialog then say so.',
  },
  'products[].nextHarvest': { note: 'It may stay empty.' },
  'products[].image': { folder: 'images/products' },
  testimonials: { singular: 'testimonial', summary: '{{fields.name}}, {{fields.town}}' },
  'testimonials[].quote': { control: 'text' },
  pages: { singular: 'page', summary: '{{fields.path}}' },
  'pages[].description': { control: 'text' },
}

export const UPLOAD_HINTS: Record<string, string> = {
  'image/*':
    'A photo (JPEG, PNG, WebP or AVIF). Upload a new one or choose one already in the media library.',
  'video/mp4': 'The video as an MP4 file (H.264).',
  'video/webm': 'The same video as a WebM file.',
  'text/vtt': 'The captions as a WebVTT file (.vtt).',
}

export const SECTION_NAMES: Record<string, string> = {
  home: 'Top of the page',
  aboutus: 'About Us',
  services: 'Watch Our Story',
  products: 'Products',
  testimonials: 'Testimonials',
} satisfies Record<SectionId, string>

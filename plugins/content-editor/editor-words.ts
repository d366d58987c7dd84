/** The editor's words that belong to no one field: the files, the upload kinds and the sections. */
import type { ContentFileName } from '../content-checks/content-schema'
import type { SectionId } from '../../src/config/section-ids'

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

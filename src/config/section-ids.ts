/** The landing page's sections by role; content (nav labels, pages.json) must name one of these ids. */
export const SECTION = {
  home: 'home',
  about: 'aboutus',
  services: 'services',
  products: 'products',
  testimonials: 'testimonials',
} as const

export type SectionId = (typeof SECTION)[keyof typeof SECTION]

export const SECTION_IDS: readonly SectionId[] = Object.values(SECTION)

/** The spec's rule: a nav label links to the section whose id is the label lower-cased without spaces. */
export const sectionIdFromLabel = (label: string): string => label.toLowerCase().replace(/\s+/g, '')

export const titleId = (id: SectionId): string => `${id}-title`

/** Named by its heading, and focusable so a nav link can move focus to it. */
export const sectionProps = (id: SectionId) => ({ id, 'aria-labelledby': titleId(id), tabIndex: -1 })

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

export const titleId = (id: SectionId): string => `${id}-title`

/** Named by its heading, and focusable so a nav link can move focus to it. */
export const sectionProps = (id: SectionId) => ({ id, 'aria-labelledby': titleId(id), tabIndex: -1 })

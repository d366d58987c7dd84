/**
 * The ids of the landing page's sections, in page order. The section components render these ids;
 * nav labels (content/site.json) and routes (content/pages.json) must point at one of them, which
 * the content validator checks before every build.
 */
export const SECTION_IDS = ['home', 'aboutus', 'services', 'products', 'testimonials'] as const

export type SectionId = (typeof SECTION_IDS)[number]

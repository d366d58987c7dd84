/** The spec's rule: a nav label links to the section whose id is the label lower-cased without spaces. */
export const sectionIdFromLabel = (label: string): string => label.toLowerCase().replace(/\s+/g, '')

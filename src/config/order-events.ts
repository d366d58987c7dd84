/** The order taps' words, shared by the page's beacon, the host's log filter and the farm's report (docs/visit-counts.md). */

/** What was tapped, with the report's column name. */
export const EVENT_ACTIONS = {
  dialog: 'Opened',
  call: 'Calls',
  whatsapp: 'WhatsApp',
  copy: 'Copies',
} as const

/** Where it was tapped, with the report's row name for taps outside a product's card. */
export const EVENT_SECTIONS = {
  header: 'Header',
  menu: 'Phone menu',
  hero: 'Top of the page',
  products: 'Products intro',
  order: 'How to order',
  footer: 'Footer',
  dialog: 'A dialog',
} as const

export type EventAction = keyof typeof EVENT_ACTIONS
export type EventSection = keyof typeof EVENT_SECTIONS

/** The attributes a tap's control and its ancestors carry, read by src/utils/event-beacon.ts. */
export const EVENT_ATTRIBUTE = {
  action: 'data-event',
  section: 'data-event-section',
  product: 'data-event-product',
} as const

export const eventAction = (action: EventAction) => ({ [EVENT_ATTRIBUTE.action]: action })
export const eventSection = (section: EventSection) => ({ [EVENT_ATTRIBUTE.section]: section })
export const eventProduct = (id: number) => ({ [EVENT_ATTRIBUTE.product]: id })

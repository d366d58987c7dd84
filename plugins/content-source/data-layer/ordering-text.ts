import { UI_TEXT } from '../../../src/config/ui-text'

/** Kept apart from UI_TEXT: these words are used at build time and never ship in the visitor's JavaScript. */
export const ORDERING_TEXT = {
  outOfStock: (nextHarvest?: string | null) =>
    nextHarvest
      ? `Out of stock: next harvest in ${nextHarvest}; call to reserve`
      : 'Out of stock; call to reserve',
  free: 'Free',
  days: ({ min, max }: { min: number; max: number }) =>
    min === max ? `${min} day${min === 1 ? '' : 's'}` : `${min}–${max} days`,
  /** "One delivery fee per order: free in Drobonso, GH20 to GH45 in Kumasi and Accra, 1–5 days." */
  fees: (parts: string[], days: string) => `One delivery fee per order: ${parts.join(', ')}, ${days}.`,
  perOrder: 'One delivery fee per order, whatever the number of packs',
  freeIn: (areas: string) => `free in ${areas}`,
  feeIn: (fees: string, areas: string) => `${fees} in ${areas}`,
  feeRange: (low: string, high: string) => `${low} to ${high}`,
  /** The content's line for other towns, after the table's label, e.g. "Other towns: by bus parcel, fee on request." */
  otherTownsLine: (terms: string) =>
    `${UI_TEXT.howToOrder.otherTowns}: ${terms.charAt(0).toLowerCase()}${terms.slice(1)}.`,
  pay: (ways: string[]) => `Pay ${ways.join(', or ')}.`,
  payInCash: 'in cash on delivery',
  payByMomo: (network: string, when: string) => `by ${network} MoMo ${when}`,
  per100g: (price: string) => `${price} per 100 g`,
  afterHours: (opens: string) => `Outside these hours, WhatsApp us: we reply from ${opens}`,
  dayNames: {
    Mo: 'Monday',
    Tu: 'Tuesday',
    We: 'Wednesday',
    Th: 'Thursday',
    Fr: 'Friday',
    Sa: 'Saturday',
    Su: 'Sunday',
  },
} as const

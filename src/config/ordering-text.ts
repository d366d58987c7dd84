/**
 * The words the ordering content is shown in, made into texts at build time (src/utils/ordering.ts,
 * through the GraphQL resolvers in plugins/content-checks/ordering-resolvers.ts): kept apart from
 * UI_TEXT so they never ship in the visitor's JavaScript.
 */
export const ORDERING_TEXT = {
  /** On a sold-out product's card and in its dialog. */
  outOfStock: (nextHarvest?: string | null) =>
    nextHarvest
      ? `Out of stock: next harvest in ${nextHarvest}; call to reserve`
      : 'Out of stock; call to reserve',
  free: 'Free',
  days: ({ min, max }: { min: number; max: number }) =>
    min === max ? `${min} day${min === 1 ? '' : 's'}` : `${min}–${max} days`,
  /** The Buy Now dialog's line about delivery and payment. */
  summary: (fees: string, days: string, pay: string) => `Delivery ${fees}, ${days}. Pay ${pay}.`,
  payOnDelivery: 'on delivery',
  payByMomo: (network: string) => `by ${network} MoMo`,
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

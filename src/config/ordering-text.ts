/** Kept apart from UI_TEXT: these words are used at build time and never ship in the visitor's JavaScript. */
export const ORDERING_TEXT = {
  outOfStock: (nextHarvest?: string | null) =>
    nextHarvest
      ? `Out of stock: next harvest in ${nextHarvest}; call to reserve`
      : 'Out of stock; call to reserve',
  free: 'Free',
  days: ({ min, max }: { min: number; max: number }) =>
    min === max ? `${min} day${min === 1 ? '' : 's'}` : `${min}–${max} days`,
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

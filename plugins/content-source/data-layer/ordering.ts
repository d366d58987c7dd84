/** The page's ordering texts, read with the content model's parsers, so what they read has passed its checks. */
import { type WeekDay, parseDays, parseHours } from '../../content-model/calendar'
import { MOMO_WHEN_DEFAULT, ghanaNumber } from '../../content-model/momo'
import { FREE, cedisOf, cedisText } from '../../content-model/money'
import type { Content } from '../../content-model/schema'
import { UI_TEXT } from '../../../src/config/ui-text'

type Product = Content['products.json'][number]

/** The words structured-data.ts says too; kept apart from UI_TEXT, as they never ship in the visitor's JavaScript. */
export const ORDERING_TEXT = {
  payInCash: 'in cash on delivery',
  payByMomo: (network: string, when: string) => `by ${network} MoMo ${when}`,
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

export function hoursText(line: string): string {
  const hours = parseHours(line)
  if (!hours) return line
  const name = (day: WeekDay): string => ORDERING_TEXT.dayNames[day]
  const days = hours.spans
    .map(([from, to]) => (from === to ? name(from) : `${name(from)} to ${name(to)}`))
    .join(', ')
  return `${days}, ${hours.opens}–${hours.closes}`
}

export const feeText = (fee: string): string => (fee === FREE ? 'Free' : fee)

export interface OrderingSummed {
  payment: { cashOnDelivery: boolean; momo?: { network: string; when?: string | null } | null }
  delivery: { areas: readonly { area: string; fee: string; days: string }[]; otherTowns?: string | null }
}

const listed = (items: readonly string[]): string =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items)

const daysWords = ({ min, max }: { min: number; max: number }): string =>
  min === max ? `${min} day${min === 1 ? '' : 's'}` : `${min}–${max} days`

/** The shortest and longest delivery time over every area, in days. */
export function deliveryDays(areas: readonly { days: string }[]): { min: number; max: number } {
  const ranges = areas.map(({ days }) => parseDays(days))
  return { min: Math.min(...ranges.map(({ min }) => min)), max: Math.max(...ranges.map(({ max }) => max)) }
}

export const momoWhenText = (when?: string | null): string => when ?? MOMO_WHEN_DEFAULT

/** The ways to pay, each with its moment, e.g. ["in cash on delivery", "by MTN MoMo before dispatch"]. */
const paymentWays = ({ cashOnDelivery, momo }: OrderingSummed['payment']): string[] =>
  [
    cashOnDelivery && ORDERING_TEXT.payInCash,
    momo && ORDERING_TEXT.payByMomo(momo.network, momoWhenText(momo.when)),
  ].filter((way): way is string => Boolean(way))

/** The dialog's line: the fee is per order, the free area named, other towns, and when each payment happens. */
export function orderSummary({ delivery, payment }: OrderingSummed): string {
  const free = delivery.areas.filter(({ fee }) => fee === FREE)
  const paid = delivery.areas.filter(({ fee }) => fee !== FREE)
  const cedis = paid.map(({ fee }) => cedisOf(fee))
  const [low, high] = [Math.min(...cedis), Math.max(...cedis)]
  const fees = low === high ? cedisText(low) : `${cedisText(low)} to ${cedisText(high)}`
  const parts = [
    ...(free.length ? [`free in ${listed(free.map(({ area }) => area))}`] : []),
    ...(paid.length ? [`${fees} in ${listed(paid.map(({ area }) => area))}`] : []),
  ]
  const days = daysWords(deliveryDays(delivery.areas))
  // The content's line for other towns follows the table's label: "Other towns: by bus parcel, fee on request."
  const towns = delivery.otherTowns?.replace(/[.\s]+$/, '') ?? ''
  return [
    `One delivery fee per order: ${parts.join(', ')}, ${days}.`,
    delivery.otherTowns &&
      `${UI_TEXT.howToOrder.otherTowns}: ${towns.charAt(0).toLowerCase()}${towns.slice(1)}.`,
    `Pay ${paymentWays(payment).join(', or ')}.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** "Outside these hours, WhatsApp us: we reply from 07:00", from the earliest opening in the hours. */
export function afterHoursText(hours: readonly string[]): string | null {
  const opens = hours.flatMap(line => parseHours(line)?.opens ?? []).sort()[0]
  return opens ? `Outside these hours, WhatsApp us: we reply from ${opens}` : null
}

export const daysText = (days: string): string => daysWords(parseDays(days))

export const stockNote = ({ inStock, nextHarvest }: Pick<Product, 'inStock' | 'nextHarvest'>) =>
  inStock === false
    ? `Out of stock${nextHarvest ? `: next harvest in ${nextHarvest}` : ''}; call to reserve`
    : null

/** "250 g" → 250, "1 kg" → 1000 (the content checks allow only these forms). */
export const gramsOf = (packSize: string): number => {
  const [, amount, unit] = /^([\d.]+) ?(g|kg)$/.exec(packSize.trim()) ?? []
  if (!amount) throw new Error(`Pack size ${JSON.stringify(packSize)} is not a weight, e.g. "250 g"`)
  return Number(amount) * (unit === 'kg' ? 1000 : 1)
}

/** "GH35" for "500 g" → "GH7 per 100 g"; pesewas only when the cedis are not whole ("GH11.20"). */
export function pricePer100g({ price, packSize }: { price: string; packSize: string }): string {
  return `${cedisText((cedisOf(price) * 100) / gramsOf(packSize))} per 100 g`
}

/** Made at build time, so the ordering parsers and their words never ship in the visitor's JavaScript. */
export const orderingResolvers = {
  SiteJsonOrdering: {
    hoursShown: {
      type: '[String!]!',
      description: 'The opening hours in words, one line each, e.g. "Monday to Saturday, 07:00–19:00".',
      resolve: (source: { hours: string[] }): string[] => source.hours.map(hoursText),
    },
    afterHours: {
      type: 'String',
      description:
        'The line for buyers outside the hours, from the earliest opening, e.g. "Outside these hours, WhatsApp us: we reply from 07:00".',
      resolve: (source: { hours: string[] }): string | null => afterHoursText(source.hours),
    },
    summary: {
      type: 'String!',
      description:
        'The Buy Now dialog\'s line on delivery and payment, e.g. "One delivery fee per order: free in Drobonso, GH20 to GH45 in Kumasi and Accra, 1–5 days. Pay in cash on delivery, or by MTN MoMo before dispatch or on delivery."',
      resolve: orderSummary,
    },
  },
  SiteJsonOrderingPaymentMomo: {
    whenShown: {
      type: 'String!',
      description:
        'When the MoMo payment is made, as said on the page, e.g. "before dispatch or on delivery".',
      resolve: (source: { when?: string | null }): string => momoWhenText(source.when),
    },
    numberShown: {
      type: 'String!',
      description: 'The MoMo number written as the page writes phones, e.g. "+233 24 000 0000".',
      resolve: (source: { number: string }): string => ghanaNumber(source.number).shown,
    },
    numberLocal: {
      type: 'String!',
      description:
        'The MoMo number as a MoMo menu takes it (what Copy puts on the clipboard), e.g. "0240000000".',
      resolve: (source: { number: string }): string => ghanaNumber(source.number).local,
    },
  },
  SiteJsonDeliveryArea: {
    feeShown: {
      type: 'String!',
      description: 'The fee as shown: GH20, or Free.',
      resolve: (source: { fee: string }): string => feeText(source.fee),
    },
    daysShown: {
      type: 'String!',
      description: 'The delivery time as shown, e.g. "2–4 days".',
      resolve: (source: { days: string }): string => daysText(source.days),
    },
  },
  ProductsJson: {
    stockNote: {
      type: 'String',
      description:
        'What the card and dialog say while the product is sold out, e.g. "Out of stock: next harvest in March; call to reserve"; null while in stock.',
      resolve: stockNote,
    },
    pricePer100g: {
      type: 'String!',
      description: 'The price per 100 g, worked out from the price and the pack size, e.g. "GH7 per 100 g".',
      resolve: pricePer100g,
    },
  },
}

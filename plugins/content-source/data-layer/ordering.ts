/** The page's ordering texts, read with the content model's parsers, so what they read has passed its checks. */
import { ORDERING_TEXT as TEXT } from './ordering-text'
import { type WeekDay, parseDays, parseHours } from '../../content-model/calendar'
import { MOMO_WHEN_DEFAULT } from '../../content-model/momo'
import { FREE, cedisOf, cedisText } from '../../content-model/money'

export function hoursText(line: string): string {
  const hours = parseHours(line)
  if (!hours) return line
  const name = (day: WeekDay): string => TEXT.dayNames[day]
  const days = hours.spans
    .map(([from, to]) => (from === to ? name(from) : `${name(from)} to ${name(to)}`))
    .join(', ')
  return `${days}, ${hours.opens}–${hours.closes}`
}

export const feeText = (fee: string): string => (fee === FREE ? TEXT.free : fee)

export interface OrderingSummed {
  payment: { cashOnDelivery: boolean; momo?: { network: string; when?: string | null } | null }
  delivery: { areas: readonly { area: string; fee: string; days: string }[]; otherTowns?: string | null }
}

const listed = (items: readonly string[]): string =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items)

export const momoWhenText = (when?: string | null): string => when ?? MOMO_WHEN_DEFAULT

/** The ways to pay, each with its moment, e.g. ["in cash on delivery", "by MTN MoMo before dispatch"]. */
const paymentWays = ({ cashOnDelivery, momo }: OrderingSummed['payment']): string[] =>
  [cashOnDelivery && TEXT.payInCash, momo && TEXT.payByMomo(momo.network, momoWhenText(momo.when))].filter(
    (way): way is string => Boolean(way),
  )

/** The dialog's line: the fee is per order, the free area named, other towns, and when each payment happens. */
export function orderSummary({ delivery, payment }: OrderingSummed): string {
  const free = delivery.areas.filter(({ fee }) => fee === FREE)
  const paid = delivery.areas.filter(({ fee }) => fee !== FREE)
  const cedis = paid.map(({ fee }) => cedisOf(fee))
  const [low, high] = [Math.min(...cedis), Math.max(...cedis)]
  const fees = low === high ? cedisText(low) : TEXT.feeRange(cedisText(low), cedisText(high))
  const parts = [
    ...(free.length ? [TEXT.freeIn(listed(free.map(({ area }) => area)))] : []),
    ...(paid.length ? [TEXT.feeIn(fees, listed(paid.map(({ area }) => area)))] : []),
  ]
  const ranges = delivery.areas.map(({ days }) => parseDays(days))
  const days = TEXT.days({
    min: Math.min(...ranges.map(({ min }) => min)),
    max: Math.max(...ranges.map(({ max }) => max)),
  })
  return [
    TEXT.fees(parts, days),
    delivery.otherTowns && TEXT.otherTownsLine(delivery.otherTowns.replace(/[.\s]+$/, '')),
    TEXT.pay(paymentWays(payment)),
  ]
    .filter(Boolean)
    .join(' ')
}

/** "Outside these hours, WhatsApp us: we reply from 07:00", from the earliest opening in the hours. */
export function afterHoursText(hours: readonly string[]): string | null {
  const opens = hours.flatMap(line => parseHours(line)?.opens ?? []).sort()[0]
  return opens ? TEXT.afterHours(opens) : null
}

export const daysText = (days: string): string => TEXT.days(parseDays(days))

export const stockNote = ({
  inStock,
  nextHarvest,
}: {
  inStock?: boolean | null
  nextHarvest?: string | null
}) => (inStock === false ? TEXT.outOfStock(nextHarvest) : null)

/** "250 g" → 250, "1 kg" → 1000 (the content checks allow only these forms). */
export const gramsOf = (packSize: string): number => {
  const [, amount, unit] = /^([\d.]+) ?(g|kg)$/.exec(packSize.trim()) ?? []
  if (!amount) throw new Error(`Pack size ${JSON.stringify(packSize)} is not a weight, e.g. "250 g"`)
  return Number(amount) * (unit === 'kg' ? 1000 : 1)
}

/** "GH35" for "500 g" → "GH7 per 100 g"; pesewas only when the cedis are not whole ("GH11.20"). */
export function pricePer100g({ price, packSize }: { price: string; packSize: string }): string {
  return TEXT.per100g(cedisText((cedisOf(price) * 100) / gramsOf(packSize)))
}

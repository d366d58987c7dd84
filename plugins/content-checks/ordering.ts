/** The content checks use these same patterns, so what the page parses here has already passed them. */
import { MOMO_WHEN_DEFAULT, type MomoWhen, ORDERING_TEXT as TEXT } from './ordering-text'
import { FREE, cedisOf, cedisText } from './money'
export const WEEK_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

const DAY = `(?:${WEEK_DAYS.join('|')})`
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d|24:00'
const DAYS = `${DAY}(?:-${DAY})?`
export const HOURS_PATTERN = new RegExp(`^(${DAYS}(?:,${DAYS})*) (${TIME})-(${TIME})$`)
export const DAYS_PATTERN = /^([1-9]\d?)(?:-([1-9]\d?))?$/

export interface OpeningHours {
  spans: [WeekDay, WeekDay][]
  opens: string
  closes: string
}

export function parseHours(value: string): OpeningHours | undefined {
  const match = HOURS_PATTERN.exec(value)
  if (!match || match[3]! <= match[2]!) return undefined
  const spans = match[1]!.split(',').map(span => {
    const [from, to = from] = span.split('-') as [WeekDay, WeekDay?]
    return [from, to] as [WeekDay, WeekDay]
  })
  if (spans.some(([from, to]) => WEEK_DAYS.indexOf(to) < WEEK_DAYS.indexOf(from))) return undefined
  return { spans, opens: match[2]!, closes: match[3]! }
}

export function parseDays(days: string): { min: number; max: number } {
  const match = DAYS_PATTERN.exec(days)
  if (!match)
    throw new Error(`Delivery time ${JSON.stringify(days)} is not a number of days or a range, e.g. "2-4"`)
  const min = Number(match[1])
  return { min, max: match[2] ? Number(match[2]) : min }
}

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

export const momoWhenText = (when?: string | null): string =>
  TEXT.momoWhen[(when ?? MOMO_WHEN_DEFAULT) as MomoWhen] ?? when ?? ''

/** The ways to pay, each with its moment, e.g. ["in cash on delivery", "by MTN MoMo before dispatch"]. */
export const paymentWays = ({ cashOnDelivery, momo }: OrderingSummed['payment']): string[] =>
  [cashOnDelivery && TEXT.payInCash, momo && TEXT.payByMomo(momo.network, momoWhenText(momo.when))].filter(
    (way): way is string => Boolean(way),
  )

/** The dialog's line: the fee is per order, the free area named, other towns, and when each payment happens. */
export function orderSummary({ delivery, payment }: OrderingSummed): string {
  const free = delivery.areas.filter(({ fee }) => fee === FREE)
  const paid = delivery.areas.filter(({ fee }) => fee !== FREE)
  const cedis = paid.map(({ fee }) => cedisOf(fee))
  const [low, high] = [Math.min(...cedis), Math.max(...cedis)]
  const parts = [
    ...(free.length ? [TEXT.freeIn(listed(free.map(({ area }) => area)))] : []),
    ...(paid.length
      ? [
          TEXT.feeIn(
            low === high ? cedisText(low) : TEXT.feeRange(cedisText(low), cedisText(high)),
            listed(paid.map(({ area }) => area)),
          ),
        ]
      : []),
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

/** A Ghanaian mobile number ("024 000 0000", "+233240000000") as the page writes phones: "+233 24 000 0000". */
export function ghanaNumber(number: string): { shown: string; local: string } {
  const digits = number.replace(/\D/g, '').replace(/^(?:233|0)/, '')
  return {
    shown: `+233 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    local: `0${digits}`,
  }
}

/** "Outside these hours, WhatsApp us: we reply from 07:00", from the earliest opening in the hours. */
export function afterHoursText(hours: readonly string[]): string | null {
  const opens = hours
    .map(parseHours)
    .filter((parsed): parsed is OpeningHours => Boolean(parsed))
    .map(({ opens }) => opens)
    .sort()[0]
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

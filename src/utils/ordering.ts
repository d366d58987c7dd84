/** The content checks use these same patterns, so what the page parses here has already passed them. */
import { ORDERING_TEXT as TEXT } from '../config/ordering-text'
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

export const daysOf = ({ spans }: OpeningHours): WeekDay[] =>
  WEEK_DAYS.filter((_, day) =>
    spans.some(([from, to]) => WEEK_DAYS.indexOf(from) <= day && day <= WEEK_DAYS.indexOf(to)),
  )

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

export const feeText = (fee: string): string => (fee === 'free' ? TEXT.free : fee)

export interface OrderingSummed {
  payment: { cashOnDelivery: boolean; momo?: { network: string } | null }
  delivery: { areas: readonly { fee: string; days: string }[] }
}

export function orderSummary({ delivery, payment }: OrderingSummed): string {
  const cedis = delivery.areas.map(({ fee }) => (fee === 'free' ? 0 : Number(fee.slice(2))))
  const [low, high] = [Math.min(...cedis), Math.max(...cedis)]
  const price = (value: number): string => (value ? `GH${value}` : TEXT.free.toLowerCase())
  const fees = low === high ? price(low) : `${price(low)} to ${price(high)}`
  const ranges = delivery.areas.map(({ days }) => parseDays(days))
  const days = TEXT.days({
    min: Math.min(...ranges.map(({ min }) => min)),
    max: Math.max(...ranges.map(({ max }) => max)),
  })
  const pay = [
    payment.cashOnDelivery && TEXT.payOnDelivery,
    payment.momo && TEXT.payByMomo(payment.momo.network),
  ].filter(Boolean)
  return TEXT.summary(fees, days, pay.join(' or '))
}

export const daysText = (days: string): string => TEXT.days(parseDays(days))

export const stockNote = ({
  inStock,
  nextHarvest,
}: {
  inStock?: boolean | null
  nextHarvest?: string | null
}) => (inStock === false ? TEXT.outOfStock(nextHarvest) : null)

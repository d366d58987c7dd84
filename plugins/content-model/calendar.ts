/** Opening hours and delivery days as the content writes them: patterns, parsers and the rules that check them. */
import { describeValue, mustBe } from './messages'
import { type TextRule, satisfies } from './rules'

export const WEEK_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

const DAY = `(?:${WEEK_DAYS.join('|')})`
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d|24:00'
const DAYS = `${DAY}(?:-${DAY})?`
export const HOURS_PATTERN = new RegExp(`^(${DAYS}(?:,${DAYS})*) (${TIME})-(${TIME})$`)
export const DAYS_PATTERN = /^([1-9]\d?)(?:-([1-9]\d?))?$/

export function parseHours(value: string) {
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

export const hoursInOrder: TextRule = satisfies(value => {
  const match = HOURS_PATTERN.exec(value)
  if (!match) return undefined
  if (match[3]! <= match[2]!)
    return `must close after it opens: ${describeValue(value)} closes at ${match[3]}, before ${match[2]}.`
  return parseHours(value)
    ? undefined
    : `must name its days in week order, Monday first (Mo-Sa, not Sa-Mo): ${describeValue(value)} runs backwards.`
})

export const daysInOrder: TextRule = satisfies(value => {
  const { min, max } = parseDays(value)
  return max > min || !value.includes('-')
    ? undefined
    : mustBe(value, 'a range from the fewer days to the more, e.g. "2-4"')
})

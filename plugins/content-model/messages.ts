/** The farm's messages: how a value is quoted, what a field expects, and the nearest right name for a typo. */
import { distance } from 'fastest-levenshtein'

export const shorten = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 3)}…` : text

export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(shorten(value, 60))
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return `the value ${value}`
  if (value === null) return 'null (nothing)'
  if (Array.isArray(value)) return 'a list [ … ]'
  if (typeof value === 'object') return 'a group of fields { … }'
  return String(value)
}

/** The nearest right names for a typo: all of them when equally near, as a guess between them may be the wrong one. */
function closest(value: string, candidates: readonly string[]): string[] {
  const typed = value.toLowerCase()
  const distances = candidates.map(candidate => distance(typed, candidate.toLowerCase()))
  const best = Math.min(...distances)
  const nearest = candidates.filter(
    (candidate, index) => distances[index] === best && best <= Math.max(2, Math.floor(candidate.length / 3)),
  )
  if (nearest.length) return nearest
  // "ourservices" → "services", "imageAltText" → "imageAlt": the value wraps a candidate.
  const wrapped = candidates
    .filter(candidate => candidate.length >= 4 && typed.includes(candidate.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0]
  return wrapped ? [wrapped] : []
}

/** ' Did you mean "a"?' or ' Did you mean "a" or "b"?', or nothing when no name is near. */
export const didYouMean = (
  value: string,
  candidates: readonly string[],
  full = (name: string) => name,
): string => {
  const suggestions = closest(value, candidates)
  return suggestions.length
    ? ` Did you mean ${suggestions.map(name => JSON.stringify(full(name))).join(' or ')}?`
    : ''
}

export const mustBe = (value: unknown, expected: string): string =>
  `must be ${expected} (it is ${describeValue(value)}).`

export const expecting =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `is missing: add it, as ${expected}.` : mustBe(issue.input, expected)

/** Text longer than a place holds: the build counts it, the editor (a pattern) cannot. */
export const tooLong = (limit: number, where: string, length?: number): string =>
  `must be at most ${limit} characters, as it is ${where}, where longer text does not fit${length === undefined ? '' : ` (it has ${length})`}.`

const ADD_TO_FONT = 'ask a developer to add it to the font (scripts/subset-display-font.ts)'

/** Heading letters the display face lacks: the build names them, the editor (a pattern) states the rule. */
export const notInDisplayFace = (letters?: string[]): string =>
  letters
    ? `uses ${letters.join(', ')}, which the heading font does not have: it would show in another typeface. Write it without that letter, or ${ADD_TO_FONT}.`
    : `must use only letters the heading font has: another letter would show in another typeface. Write it without that letter, or ${ADD_TO_FONT}.`

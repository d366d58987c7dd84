/** The farm's messages: how a value is quoted, what a field expects, and the nearest right name for a typo. */
import { closest as nearest, distance } from 'fastest-levenshtein'

export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}…` : value
    return JSON.stringify(shown)
  }
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return `the value ${value}`
  if (value === null) return 'null (nothing)'
  if (Array.isArray(value)) return 'a list [ … ]'
  if (typeof value === 'object') return 'a group of fields { … }'
  return String(value)
}

export function closest(value: string, candidates: readonly string[]): string | undefined {
  const lower = candidates.map(candidate => candidate.toLowerCase())
  const best = candidates[lower.indexOf(nearest(value.toLowerCase(), lower))]
  if (best && distance(value.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3)))
    return best
  // "ourservices" → "services", "imageAltText" → "imageAlt": the value wraps a candidate.
  return candidates
    .filter(candidate => candidate.length >= 4 && value.toLowerCase().includes(candidate.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0]
}

export const didYouMean = (value: string, candidates: readonly string[]): string => {
  const suggestion = closest(value, candidates)
  return suggestion ? ` Did you mean ${JSON.stringify(suggestion)}?` : ''
}

export const expecting =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined
      ? `is missing: add it, as ${expected}.`
      : `must be ${expected} (it is ${describeValue(issue.input)}).`

export const mustBe = (value: string, expected: string): string =>
  `must be ${expected} (it is ${describeValue(value)}).`

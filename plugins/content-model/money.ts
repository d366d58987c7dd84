/** Money as the content writes it: "GH" and whole cedis ("GH25"); a delivery fee may also be "free". */
export const FREE = 'free'
export const PRICE_PATTERN = /^GH([1-9]\d*)$/
export const FEE_PATTERN = /^(?:GH[1-9]\d*|free)$/

/** The amount in cedis, "free" being 0; content is checked before anything reads it, so a mismatch is a bug. */
export function cedisOf(amount: string): number {
  if (amount === FREE) return 0
  const cedis = PRICE_PATTERN.exec(amount)?.[1]
  if (!cedis) throw new Error(`${JSON.stringify(amount)} is not GH followed by whole cedis, e.g. "GH25"`)
  return Number(cedis)
}

/** Cedis as the content writes them, with pesewas only when not whole: 20 → "GH20", 11.2 → "GH11.20". */
export const cedisText = (cedis: number): string =>
  `GH${Number.isInteger(Math.round(cedis * 100) / 100) ? Math.round(cedis) : cedis.toFixed(2)}`

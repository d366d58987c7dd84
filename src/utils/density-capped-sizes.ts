// A 2.625× or 3× phone would fetch up to 2.25× the pixels a 2× screen needs, a difference nobody sees
// (Lighthouse's image-size-responsive rule stops at 2×): there, the phones' slot is said to be 2/ratio as wide.
// Tablets and laptops stop at 2× already, so their slots stay as they are and the page stays short.
const DENSITY_CAPS = [
  { from: '2.8dppx', factor: 2 / 3 },
  { from: '2.3dppx', factor: 2 / 2.625 },
] as const

/** Splits a sizes attribute at its top-level commas (a min() or calc() holds commas of its own). */
function slots(sizes: string): string[] {
  const found: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i] === '(') depth++
    else if (sizes[i] === ')') depth--
    else if (sizes[i] === ',' && depth === 0) {
      found.push(sizes.slice(start, i).trim())
      start = i + 1
    }
  }
  return [...found, sizes.slice(start).trim()]
}

/** The same slots, the last (phones: no media condition) first for the denser screens. */
export function densityCappedSizes(sizes: string): string {
  const all = slots(sizes)
  const phones = all.at(-1)!
  return [
    ...all.slice(0, -1),
    ...DENSITY_CAPS.map(
      ({ from, factor }) => `(min-resolution: ${from}) calc(${phones} * ${factor.toFixed(4)})`,
    ),
    phones,
  ].join(', ')
}

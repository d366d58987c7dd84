import fs from 'fs'
import path from 'path'

/** The three sizes the suite checks, on either side of the breakpoints in _tokens.scss. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
} as const

export type ViewportName = keyof typeof VIEWPORTS

/** Reads a breakpoint (in em) from the tokens file in px at the default text size, so the suite follows the design. */
export function breakpoint(name: 'md' | 'lg'): number {
  const tokens = fs.readFileSync(path.resolve(__dirname, '../../src/styles/_tokens.scss'), 'utf8')
  const match = tokens.match(new RegExp(`\\$breakpoint-${name}:\\s*([\\d.]+)em`))
  if (!match) throw new Error(`$breakpoint-${name} not found in src/styles/_tokens.scss`)
  return Number(match[1]) * 16
}

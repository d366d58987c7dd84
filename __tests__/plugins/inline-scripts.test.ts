/**
 * @jest-environment node
 *
 * The one helper that builds every inline script (plugins/inline-scripts/compile.js): for the site's
 * browsers, not for Node, and with the order-tap beacon only where the build asks for it.
 */
import path from 'path'
import { TARGET, compileInlineScript } from '../../plugins/inline-scripts/compile'

const entry = (name: string) => path.resolve(__dirname, `../../src/inline-scripts/${name}.inline.ts`)

it("compiles for package.json's browserslist, the oldest engines the site supports among them", () => {
  expect(TARGET).toEqual(expect.arrayContaining(['chrome109', 'ios15']))
  expect(TARGET.some(target => target.startsWith('node'))).toBe(false)
})

describe('bundles what each entry imports into one self-contained script', () => {
  it.each(['head', 'end-of-body'])('%s', name => {
    const { code, inputs } = compileInlineScript(entry(name))
    expect(inputs.length).toBeGreaterThan(1)
    expect(code).not.toMatch(/\b(import|require|export)\b/)
    expect(() => new Function(code)).not.toThrow()
  })
})

it('builds the order-tap beacon in only when the build sets GATSBY_EVENT_BEACON=1', () => {
  const before = process.env.GATSBY_EVENT_BEACON
  const headScript = (beacon: string): string => {
    process.env.GATSBY_EVENT_BEACON = beacon
    return compileInlineScript(entry('head')).code
  }
  try {
    // Nor any of its words: the tapped controls' selector and the attributes it reads.
    for (const word of ['sendBeacon', 'data-event', 'wa.me']) {
      expect(headScript('0')).not.toContain(word)
      expect(headScript('1')).toContain(word)
    }
  } finally {
    if (before === undefined) delete process.env.GATSBY_EVENT_BEACON
    else process.env.GATSBY_EVENT_BEACON = before
  }
})

/**
 * @jest-environment node
 */
import fs from 'fs'
import path from 'path'
import { BACKGROUND_COLOR, BRAND_COLOURS, THEME_COLOR } from '../../src/config/brand'

const tokens = fs.readFileSync(path.resolve(__dirname, '../../src/styles/_tokens.scss'), 'utf8')
const token = (name: string): string | undefined =>
  new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'im').exec(tokens)?.[1]?.toLowerCase()

describe('brand colours', () => {
  it.each(Object.entries(BRAND_COLOURS))('%s has the value of its Sass design token', (key, value) => {
    const name = key
      .replace(/([a-z])(\d)/g, '$1-$2')
      .replace(/([A-Z])/g, '-$1')
      .toLowerCase()
    expect([name, token(name)]).toEqual([name, value])
  })

  it('theme colour is the deep okro green and the app background is the page cream', () => {
    expect(THEME_COLOR).toBe(token('green-900'))
    expect(BACKGROUND_COLOR).toBe(token('cream-100'))
  })
})

/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import sharp from 'sharp'
import { BRAND_MARK_SVG } from '../../src/config/brand'
import { PALETTE } from '../../src/config/palette'
import { prepareDisplayFont } from '../../plugins/brand-assets/display-font'
import { renderSocialCard, type SocialCardInput } from '../../plugins/brand-assets/social-card'

const hex = (data: Buffer): string => `#${data.subarray(0, 3).toString('hex')}`
const pixel = async (image: Buffer, left: number, top: number): Promise<string> =>
  hex(await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())
/** Channel-wise distance between two colours. */
const distance = (a: string, b: string): number =>
  Math.max(...[1, 3, 5].map(i => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16))))

describe('renderSocialCard', () => {
  let card: SocialCardInput

  beforeAll(async () => {
    card = {
      brandMark: fs.readFileSync(path.resolve(__dirname, '../..', BRAND_MARK_SVG)),
      // A stand-in product photo in a colour the card does not otherwise use.
      productImage: await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c01060' } })
        .png()
        .toBuffer(),
      fontFile: await prepareDisplayFont(fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'))),
      brand: 'Drobonso Farms',
      headline: 'Fortified powdered okro from the Ashanti Region',
      detail: 'Fresh okro · Ginger · Garlic · Ayoyo leaves',
      callToAction: 'Call +233 20 000 0000 To Buy!',
      fields: { brand: 'brand', headline: 'tagline', detail: 'ingredients', callToAction: 'phone' },
    }
  })

  /** The lowest red value in a box: the stand-in photo is magenta and the cream is light, ink is dark. */
  const darkest = async (
    image: Buffer,
    box: { left: number; top: number; width: number; height: number },
  ) => {
    const { data, info } = await sharp(image).extract(box).raw().toBuffer({ resolveWithObject: true })
    let min = 255
    for (let i = 0; i < data.length; i += info.channels) min = Math.min(min, data[i]!)
    return min
  }

  it('keeps a long brand and tagline in their boxes: smaller, then on more lines, never over the photo', async () => {
    const image = await renderSocialCard({
      ...card,
      brand: 'Drobonso Fortified Okro Farms & Processing Co.', // 47 characters
      headline:
        'Fortified powdered okro, sun-dried and milled with fresh ginger, garlic and ayoyo leaves ' +
        'by the farmers of Drobonso in the Sekyere Afram Plains of the Ashanti Region, Ghana, since 2019', // ~190
    })
    // The gutter between the text column and the photo holds no ink, and the photo none either.
    expect(await darkest(image, { left: 540, top: 0, width: 18, height: 630 })).toBeGreaterThan(200)
    expect(await darkest(image, { left: 660, top: 0, width: 540, height: 630 })).toBeGreaterThan(150)
  })

  it('stops with the field to shorten when copy cannot fit at any size', async () => {
    await expect(renderSocialCard({ ...card, headline: 'Okro '.repeat(120) })).rejects.toThrow(
      /^tagline is too long for the social card \(\/social-card\.jpg\): "Okro Okro .*" does not fit its 468×230 px box even at 30 px\. Shorten it\.$/,
    )
  })

  it('composes a 1200×630 JPEG: text on cream at the left, the product photo at the right', async () => {
    const image = await renderSocialCard(card)
    const { format, width, height } = await sharp(image).metadata()
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
    expect(distance(await pixel(image, 10, 10), PALETTE['cream-100'])).toBeLessThan(8)
    expect(distance(await pixel(image, 1100, 315), '#c01060')).toBeLessThan(12)
    // The text column is not empty: the headline area holds dark (green) ink.
    const { channels } = await sharp(image).extract({ left: 72, top: 200, width: 440, height: 200 }).stats()
    expect(channels[0]?.min).toBeLessThan(80)
  })

  it('sets copy far longer than ours without failing or growing the card', async () => {
    const image = await renderSocialCard({
      ...card,
      headline:
        'Fortified powdered okro, sun-dried and milled with ginger, garlic and ayoyo leaves in Drobonso',
      detail: 'Fresh okro · Ginger · Garlic · Ayoyo leaves · Shito pepper · Dawadawa & <more>',
    })
    const { width, height } = await sharp(image).metadata()
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
  })
})

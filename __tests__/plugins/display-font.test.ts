/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import sharp from 'sharp'
import { prepareDisplayFont } from '../../plugins/brand-assets/display-font'
import { DISPLAY_FONT_FAMILY } from '../../plugins/brand-assets/display-faces'

/** Width of a line of text as sharp (Pango) sets it. */
const textWidth = async (font: string, fontfile?: string): Promise<number> => {
  const { info } = await sharp({ text: { text: 'Drobonso Farms', font, fontfile, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true })
  return info.width
}

describe('prepareDisplayFont', () => {
  it('gives sharp the real display font, not a fallback (Pango silently substitutes a missing font)', async () => {
    const fontFile = await prepareDisplayFont(fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-')))
    expect(fs.readFileSync(fontFile).readUInt32BE(0)).toBe(0x00010000)
    const displayWidth = await textWidth(`${DISPLAY_FONT_FAMILY} 80`, fontFile)
    const fallbackWidth = await textWidth('No Such Font Family 80')
    expect(displayWidth).toBeGreaterThan(0)
    expect(Math.abs(displayWidth - fallbackWidth)).toBeGreaterThan(20)
  })
})

/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import sharp from 'sharp'
import { addManifestIcons, renderOpaqueIcon } from '../../plugins/brand-assets/app-icons'
import { BRAND_MARK_SVG, THEME_COLOR } from '../../src/config/brand'

const brandMark = fs.readFileSync(path.resolve(__dirname, '../..', BRAND_MARK_SVG))
const pixel = async (image: Buffer, left: number, top: number): Promise<string> => {
  const data = await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()
  return `#${data.subarray(0, 3).toString('hex')}`
}

describe('renderOpaqueIcon', () => {
  it('renders an opaque square PNG, brand green to the edges, with the mark inside the safe zone', async () => {
    const icon = await renderOpaqueIcon(brandMark, 192)
    const { width, height, hasAlpha, format } = await sharp(icon).metadata()
    expect({ width, height, hasAlpha, format }).toEqual({
      width: 192,
      height: 192,
      hasAlpha: false,
      format: 'png',
    })
    for (const [x, y] of [
      [0, 0],
      [191, 0],
      [0, 191],
      [191, 191],
      // Just outside the maskable safe zone (a circle of 40 % of the size around the centre).
      [96, 96 - 0.41 * 192],
    ] as const) {
      expect(await pixel(icon, x, Math.round(y))).toBe(THEME_COLOR)
    }
    // The centre shows the mark, not the background.
    expect(await pixel(icon, 96, 60)).not.toBe(THEME_COLOR)
  })
})

describe('addManifestIcons', () => {
  it('appends icons to the manifest the plugin wrote, once, keeping its own', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-')), 'manifest.webmanifest')
    const pluginIcon = {
      src: 'icons/icon-512x512.png?v=1',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'any',
    }
    fs.writeFileSync(file, JSON.stringify({ name: 'Farm', icons: [pluginIcon] }))
    const maskable = {
      src: '/icons/maskable-512x512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    }
    addManifestIcons(file, [maskable])
    addManifestIcons(file, [maskable])
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ name: 'Farm', icons: [pluginIcon, maskable] })
  })
})

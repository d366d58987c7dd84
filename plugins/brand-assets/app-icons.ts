import fs from 'fs'
import sharp from 'sharp'
import { PALETTE } from '../../src/config/palette'

/**
 * Opaque, full-bleed icons for the places that reshape or back an icon themselves.
 *
 * gatsby-plugin-manifest renders every icon it makes from one source with a transparent
 * background: right for favicons and `purpose: any`, wrong for Android's maskable icons (cropped
 * to a circle or squircle, so the artwork must sit inside the central 80 % "safe zone" on a
 * background that reaches the edges) and for iOS's apple-touch-icon (transparency becomes black).
 * These put the roundel, at 76 % of the size, on its own deep green.
 */
export async function renderOpaqueIcon(brandMark: Buffer, size: number): Promise<Buffer> {
  // The roundel's circle fills ~95 % of the mark's box: 0.8 × 0.95 ≈ 76 % of the icon.
  const markSize = Math.round(size * 0.8)
  const mark = await sharp(brandMark, { density: 300 }).resize(markSize, markSize).png().toBuffer()
  const icon = await sharp({
    create: { width: size, height: size, channels: 3, background: PALETTE['green-900'] },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .raw()
    .toBuffer({ resolveWithObject: true })
  // Compositing a transparent PNG adds an alpha channel; an opaque icon should not carry one.
  return sharp(icon.data, { raw: icon.info }).removeAlpha().png({ compressionLevel: 9 }).toBuffer()
}

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

/**
 * Lists extra icons in a web app manifest written by gatsby-plugin-manifest (the plugin can only
 * list icons it renders itself from its one source). Idempotent: an icon already listed is replaced.
 */
export function addManifestIcons(manifestFile: string, icons: ManifestIcon[]): void {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { icons?: ManifestIcon[] }
  const added = new Set(icons.map(icon => icon.src))
  manifest.icons = [...(manifest.icons ?? []).filter(icon => !added.has(icon.src)), ...icons]
  fs.writeFileSync(manifestFile, JSON.stringify(manifest))
}

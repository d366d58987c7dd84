import fs from 'fs'
import sharp from 'sharp'
import { PALETTE } from '../../src/config/palette'

/** gatsby-plugin-manifest's icons are transparent, which maskable crops and iOS's black fill spoil. */
export async function renderOpaqueIcon(brandMark: Buffer, size: number): Promise<Buffer> {
  // The roundel nearly fills the mark's box, so this keeps it inside the maskable safe zone.
  const markSize = Math.round(size * 0.8)
  const mark = await sharp(brandMark, { density: 300 }).resize(markSize, markSize).png().toBuffer()
  // Compositing a transparent PNG adds an alpha channel (removed after it, in the same pipeline); an opaque icon should not carry one.
  return sharp({ create: { width: size, height: size, channels: 3, background: PALETTE['green-900'] } })
    .composite([{ input: mark, gravity: 'centre' }])
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** gatsby-plugin-manifest lists only the icons it renders itself, so these are added after it. */
export function addManifestIcons(manifestFile: string, icons: { src: string }[]): void {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { icons?: { src: string }[] }
  const added = new Set(icons.map(icon => icon.src))
  manifest.icons = [...(manifest.icons ?? []).filter(icon => !added.has(icon.src)), ...icons]
  fs.writeFileSync(manifestFile, JSON.stringify(manifest))
}

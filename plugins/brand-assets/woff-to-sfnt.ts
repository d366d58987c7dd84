import zlib from 'zlib'

/**
 * Unwraps a WOFF 1.0 font into the plain TrueType/OpenType (sfnt) file it was made from.
 *
 * Why: the build renders text into images with sharp (libvips + Pango), which loads a font file
 * through fontconfig and cannot read WOFF. The site's display font ships only as WOFF/WOFF2 in
 * @fontsource/dm-serif-display, so this lets the images use the very font the page uses instead
 * of whatever the build machine has installed. WOFF 1.0 is just the sfnt tables, each optionally
 * zlib-compressed (https://www.w3.org/TR/WOFF/), so unwrapping is lossless.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font (signature is not wOFF)')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)

  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const tag = woff.readUInt32BE(entry)
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const checksum = woff.readUInt32BE(entry + 16)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? zlib.inflateSync(stored) : stored
    if (data.length !== origLength) throw new Error(`WOFF table ${index} has the wrong length`)
    return { tag, checksum, data }
  })

  // sfnt header: version, table count and the binary-search fields derived from the count.
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 16 * 2 ** entrySelector
  const header = Buffer.alloc(12 + 16 * numTables)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)

  const chunks: Buffer[] = [header]
  let offset = header.length
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16
    header.writeUInt32BE(tag, record)
    header.writeUInt32BE(checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(data.length, record + 12)
    // Tables start on 4-byte boundaries.
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4)
    chunks.push(data, padding)
    offset += data.length + padding.length
  })
  return Buffer.concat(chunks)
}

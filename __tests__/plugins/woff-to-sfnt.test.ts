/**
 * @jest-environment node
 */
import fs from 'fs'
import { woffToSfnt } from '../../plugins/brand-assets/woff-to-sfnt'

const woff = fs.readFileSync(
  require.resolve('@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff'),
)

/** The OpenType table checksum: the sum of the table's big-endian 32-bit words. */
const checksum = (table: Buffer): number => {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)])
  let sum = 0
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0
  return sum
}

describe('woffToSfnt', () => {
  const sfnt = woffToSfnt(woff)

  it('writes a TrueType file with every table of the WOFF', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)) // the flavor: 0x00010000 for TrueType
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12))
    // WOFF records the uncompressed font's size.
    expect(sfnt.length).toBe(woff.readUInt32BE(16))
  })

  it('restores every table intact: each matches the checksum the font recorded for it', () => {
    const numTables = sfnt.readUInt16BE(4)
    for (let index = 0; index < numTables; index++) {
      const record = 12 + index * 16
      const tag = sfnt.toString('ascii', record, record + 4)
      const offset = sfnt.readUInt32BE(record + 8)
      const length = sfnt.readUInt32BE(record + 12)
      expect(offset % 4).toBe(0)
      const table = Buffer.from(sfnt.subarray(offset, offset + length))
      // The head table's checksum is computed with its checkSumAdjustment field zeroed.
      if (tag === 'head') table.writeUInt32BE(0, 8)
      expect([tag, checksum(table)]).toEqual([tag, sfnt.readUInt32BE(record + 4)])
    }
  })

  it('rejects a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 is not supported'))).toThrow(/WOFF 1\.0/)
  })
})

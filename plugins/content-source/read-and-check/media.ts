/** Decodes the media content/ names, so a damaged file is named now, not by sharp or a browser later. */
import fs from 'fs'
import sharp from 'sharp'
import type { ContentFileKind } from '../../content-model/registries'

const CUT_SHORT = 'is damaged or cut short (an upload or copy that did not finish?)'

async function imageProblem(file: string): Promise<string | undefined> {
  try {
    // stats() reads every pixel; failOn 'warning' turns libvips' "premature end" warnings into errors.
    await sharp(file, { failOn: 'warning' }).stats()
    return undefined
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]
    return `${CUT_SHORT}: it cannot be read as a photo ("${reason}"). Export or save the photo again.`
  }
}

/** Top-level ISO-BMFF boxes; undefined when one runs past the end of the file. */
function mp4Boxes(body: Buffer): string[] | undefined {
  const boxes: string[] = []
  let offset = 0
  while (offset < body.length) {
    if (offset + 8 > body.length) return undefined
    let size = body.readUInt32BE(offset)
    const type = body.toString('latin1', offset + 4, offset + 8)
    if (size === 1) {
      if (offset + 16 > body.length) return undefined
      size = Number(body.readBigUInt64BE(offset + 8))
    } else if (size === 0) size = body.length - offset
    if (size < 8 || offset + size > body.length) return undefined
    boxes.push(type)
    offset += size
  }
  return boxes
}

/** An EBML variable-length integer at `offset`: its value, its length, and whether it means "unknown". */
function readVint(body: Buffer, offset: number): { value: number; length: number; unknown: boolean } {
  const first = body[offset] ?? 0
  const length = first === 0 ? 9 : Math.clz32(first) - 23
  let value = first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    const byte = body[offset + i] ?? 0
    value = value * 256 + byte
    allOnes &&= byte === 0xff
  }
  return { value, length, unknown: allOnes }
}

function webmProblem(body: Buffer): string | undefined {
  const header = readVint(body, 4)
  const segment = 4 + header.length + header.value
  if (body.readUInt32BE(segment) !== 0x18538067) return 'holds no video segment'
  const size = readVint(body, segment + 4)
  if (!size.unknown && segment + 4 + size.length + size.value > body.length) return 'is cut short'
  return undefined
}

/** A photo or video decoded in full; captions are plain text, with nothing to decode. */
export async function mediaProblem(file: string, kind: ContentFileKind): Promise<string | undefined> {
  if (kind === 'image') return imageProblem(file)
  if (kind === 'vtt') return undefined
  const body = fs.readFileSync(file)
  if (kind === 'mp4') {
    const boxes = mp4Boxes(body)
    if (!boxes) return `${CUT_SHORT}: the MP4 video ends in the middle of its data. Export the video again.`
    if (!boxes.includes('moov'))
      return 'is an MP4 video without its index ("moov"), so browsers cannot play it. Export the video again.'
    return undefined
  }
  const problem = body.length < 16 ? 'is cut short' : webmProblem(body)
  return problem ? `${CUT_SHORT}: the WebM video ${problem}. Export the video again.` : undefined
}

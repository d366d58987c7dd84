/** The whole content check: load-content.ts's checks, then every photo, video and captions file opened (and decoded). */
import fs from 'fs'
import { fileTypeFromFile } from 'file-type/node'
import sharp from 'sharp'
import { type MediaFile, loadContent } from './load-content'
import { MEDIA_KINDS } from '../../content-model/registries'

export { summarizeProblems } from './load-content'

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
  return !size.unknown && segment + 4 + size.length + size.value > body.length ? 'is cut short' : undefined
}

/** A file named like a photo (or video, or captions) that holds something else; decoded, one that is damaged. */
async function fileProblem({ file, kind }: MediaFile, decode: boolean): Promise<string | undefined> {
  const { label, types } = MEDIA_KINDS[kind]
  const type = await fileTypeFromFile(file)
  if (!type || !types.includes(type.ext))
    return `is named like ${label} but is not one (the file may be empty, damaged or renamed): save it again in that format.`
  // Captions are plain text, with nothing to decode.
  if (!decode || kind === 'vtt') return undefined
  if (kind === 'image') return imageProblem(file)
  const body = fs.readFileSync(file)
  if (kind === 'mp4') {
    const boxes = mp4Boxes(body)
    if (!boxes) return `${CUT_SHORT}: the MP4 video ends in the middle of its data. Export the video again.`
    if (!boxes.includes('moov'))
      return 'is an MP4 video without its index ("moov"), so browsers cannot play it. Export the video again.'
    return undefined
  }
  if (kind === 'webm') {
    const problem = body.length < 16 ? 'is cut short' : webmProblem(body)
    return problem ? `${CUT_SHORT}: the WebM video ${problem}. Export the video again.` : undefined
  }
  // Every kind is handled above, so a new kind in MEDIA_KINDS fails the typecheck here until it is.
  return kind satisfies never
}

/** The build's check: every file, entry and field, and each image and video decoded, so a damaged file fails here, named, not late in the build. */
export async function checkContent(contentDir: string, { decode = true } = {}): Promise<string[]> {
  const { messages, media } = loadContent(contentDir)
  for (const item of media) {
    const problem = await fileProblem(item, decode)
    if (problem) messages.push(`${item.where} points to ${JSON.stringify(item.relative)}, which ${problem}`)
  }
  return messages
}

/** The same, with what each media file holds read from its first bytes, without decoding it (the editor's check). */
export const validateContent = (contentDir: string) => checkContent(contentDir, { decode: false })

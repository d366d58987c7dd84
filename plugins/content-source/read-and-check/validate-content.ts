/** The whole content check: load-content.ts's checks, then every photo, video and captions file opened. */
import { fileTypeFromFile } from 'file-type/node'
import { mediaProblem } from './media'
import { type MediaFile, loadContent } from './load-content'
import { MEDIA_KINDS } from '../../content-model/registries'

export { summarizeProblems } from './load-content'

/** A file named like a photo (or video, or captions) that holds something else; decoded, one that is damaged. */
async function fileProblem({ file, kind }: MediaFile, decode: boolean): Promise<string | undefined> {
  const { label, types } = MEDIA_KINDS[kind]
  const type = await fileTypeFromFile(file)
  if (!type || !types.includes(type.ext))
    return `is named like ${label} but is not one (the file may be empty, damaged or renamed): save it again in that format.`
  return decode ? mediaProblem(file, kind) : undefined
}

/** decode: also each image and video in full, so a damaged file fails here, named, not late in the build. */
const inspector =
  (decode: boolean) =>
  async (contentDir: string): Promise<string[]> => {
    const { messages, media } = loadContent(contentDir)
    for (const item of media) {
      const problem = await fileProblem(item, decode)
      if (problem) messages.push(`${item.where} points to ${JSON.stringify(item.relative)}, which ${problem}`)
    }
    return messages
  }

/** Every file, entry and field, and what each media file holds, without decoding it (the editor's check). */
export const validateContent = inspector(false)
/** The build's check: validateContent, and every image and video decoded. */
export const checkContent = inspector(true)

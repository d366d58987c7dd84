/** What the schema marks on its fields: the editor's words and the media kinds. */
import { z } from 'zod'

/** The editor's words beyond a field's title and description, kept on the field they describe. */
export interface EditorWords {
  /** The form's hint in place of the validator's description, where that speaks of the file (true, false, ids). */
  hint?: string
  /** Added after the validator's hint. */
  note?: string
  /** For a photo's description: the name of the photo field beside it, so the form asks for both together. */
  describes?: string
  /** Shown when a text fails its pattern, instead of "Must be " + the validator's description. */
  message?: string
  /** `text`: a box for several lines. */
  control?: 'text'
  /** For an upload: where it goes inside content/, when not images/ or video/. */
  folder?: string
  /** For a list: what one entry is called ("Add product"), and its one-line summary when folded. */
  singular?: string
  summary?: string
  /** For a choice: the name shown beside each value. */
  options?: Record<string, string>
}

/** A whole file's words: the editor shows it as one collection. */
export type FileWords = { label: string; description: string }

declare module 'zod' {
  interface GlobalMeta {
    /** Read by the content editor (plugins/content-editor); left out of the JSON Schema files. */
    editorWords?: EditorWords
    fileWords?: FileWords
    /** Where a text with a maxLength is set (atMost), which the editor's message names as the build's does. */
    maxLengthWhere?: string
  }
}

/** `types` are file-type's names for what such a file may hold; `mediaType` is what the editor uploads. */
export const MEDIA_KINDS = {
  image: {
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif'],
    label: 'a photo (JPEG, PNG, WebP or AVIF)',
    types: ['jpg', 'png', 'webp', 'avif'],
    mediaType: 'image/*',
    uploadHint:
      "A photo (JPEG, PNG, WebP or AVIF); one straight from a phone's camera is fine, the site makes it web-sized. Upload a new one or choose one already in the media library.",
  },
  mp4: {
    extensions: ['.mp4'],
    label: 'an MP4 video',
    types: ['mp4', 'm4v'],
    mediaType: 'video/mp4',
    uploadHint: 'The video as an MP4 file (H.264).',
  },
  webm: {
    extensions: ['.webm'],
    label: 'a WebM video',
    types: ['webm'],
    mediaType: 'video/webm',
    uploadHint: 'The same video as a WebM file.',
  },
  vtt: {
    extensions: ['.vtt'],
    label: 'WebVTT captions',
    types: ['vtt'],
    mediaType: 'text/vtt',
    uploadHint: 'The captions as a WebVTT file (.vtt).',
  },
}

export type ContentFileKind = keyof typeof MEDIA_KINDS

export const CONTENT_FILE_FIELDS = z.registry<{ kind: ContentFileKind }>()

export function registeredFields<M extends object>(
  registry: z.core.$ZodRegistry<M>,
  schema: z.ZodType,
  data: unknown,
  at: PropertyKey[] = [],
): { at: PropertyKey[]; meta: M; value: unknown }[] {
  const meta = registry.get(schema) as M | undefined
  if (meta) return [{ at, meta, value: data }]
  if (schema instanceof z.ZodOptional)
    return registeredFields(registry, schema.unwrap() as z.ZodType, data, at)
  if (schema instanceof z.ZodObject && data && typeof data === 'object')
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      registeredFields(registry, field, (data as Record<string, unknown>)[key], [...at, key]),
    )
  if (schema instanceof z.ZodArray && Array.isArray(data))
    return data.flatMap((entry, index) =>
      registeredFields(registry, schema.element as z.ZodType, entry, [...at, index]),
    )
  return []
}

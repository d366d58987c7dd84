/** The /admin/ config, read from the content's JSON Schemas so the form refuses what the build would (numbering plans aside). */
import type { CmsFieldBase, CmsFieldFileOrImage, CmsFieldList, CmsFieldNumber } from 'decap-cms-core'
import { CONTENT_FILES, type ContentFileName } from '../content-model/schema'
import { type EditorWords, MEDIA_KINDS } from '../content-model/registries'
import { notInDisplayFace, tooLong } from '../content-model/messages'
import { DISPLAY_LETTERS } from '../content-model/rules'
import {
  type JsonSchema,
  SCHEMA_DIR,
  contentJsonSchema,
  fileWordsOf,
  patternsOf,
  schemaFields,
  schemaFileName,
  wordsOf,
} from '../content-model/json-schemas'
import { LIST_KEY } from './content-json'

/** The subset of Decap's field options this site uses, as one flat interface where CmsField is a union by widget. */
export interface EditorField
  extends
    Pick<CmsFieldBase, 'name' | 'hint' | 'media_folder' | 'public_folder'>,
    Pick<CmsFieldNumber, 'min' | 'max' | 'step'>,
    Pick<CmsFieldList, 'label_singular' | 'summary' | 'collapsed' | 'allow_reorder'>,
    Pick<CmsFieldFileOrImage, 'choose_url'> {
  label: string
  widget:
    'string' | 'text' | 'number' | 'boolean' | 'object' | 'list' | 'photo' | 'file' | 'select' | 'hidden'
  required: boolean
  /** A regular expression's source, no flags: the config reaches Decap as JSON, where a RegExp would be {}. */
  pattern?: [string, string]
  value_type?: 'int'
  /** A hidden field's value, written back as it is. */
  default?: string | boolean
  fields?: EditorField[]
  field?: EditorField
  options?: { label: string; value: string }[]
  /** A photo's description, asked for in the photo's control (photo-widget.ts) and saved as a field of its own. */
  alt?: PhotoDescription
  /** A group the file may leave out, edited as a list of at most one entry (content-json.ts). */
  optionalGroup?: true
}

/** A photo's description: its field's name, label and hint, and the message shown when it is empty. */
export type PhotoDescription = Required<Pick<EditorField, 'name' | 'label' | 'hint'>> & { message: string }

/** Any text field without a format: not only spaces (the validator calls that empty). */
const NOT_BLANK = '\\S'

export const sentence = (text: string): string =>
  `${text[0]!.toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`

/** A field's words are its title (the label) and description (the hint): a field without them stops the build. */
const missing = (at: string, words: string): never => {
  throw new Error(`${at}: the content schema gives this field no ${words}.`)
}

/** Quotes are a matter of JSON, not of a form's number box. */
const expected = (schema: JsonSchema, at: string): string =>
  (schema.description ?? missing(at, 'description')).replace(/ (?:written as a number )?without quotes/, '')

/** Several patterns as one, by lookaheads from the start; one not anchored at ^ may match anywhere. */
const allOf = (sources: string[]): string =>
  sources.length === 1
    ? sources[0]!
    : `^${sources.map(source => `(?=${source.startsWith('^') ? '' : '[\\s\\S]*'}${source})`).join('')}`

/** A text's checks in the build's order, each with the farm's message: its format (or not blank), length and letters. */
function textChecks(schema: JsonSchema, words: EditorWords, at: string): [source: string, message: string][] {
  const patterns = patternsOf(schema)
  const formats = patterns.filter(source => source !== DISPLAY_LETTERS.source)
  const checks: [string, string][] = [
    formats.length
      ? [allOf(formats), words.message ?? sentence(`must be ${expected(schema, at)}`)]
      : [NOT_BLANK, sentence(`write ${expected(schema, at)}`)],
  ]
  const { maxLength } = schema
  const where = () =>
    (schema.maxLengthWhere as string | undefined) ?? missing(at, "maxLengthWhere (atMost's where)")
  // Decap has no length option; the pattern counts UTF-16 units, as zod's max does.
  if (maxLength !== undefined)
    checks.push([`^[\\s\\S]{0,${maxLength}}$`, sentence(tooLong(maxLength, where()))])
  if (patterns.includes(DISPLAY_LETTERS.source))
    checks.push([DISPLAY_LETTERS.source, sentence(notInDisplayFace())])
  return checks
}

export function fieldsOf(object: JsonSchema, at: string): EditorField[] {
  const entries = schemaFields(object)
  const fields = entries.map(({ name, schema, required }) => toField(name, schema, required, `${at}.${name}`))
  // A description goes into its photo's control, so that a new photo empties it there and then.
  for (const { name, schema, required } of entries) {
    const photoName = wordsOf(schema).describes
    if (!photoName) continue
    const photo = fields.find(field => field.name === photoName)
    if (photo?.widget !== 'photo' || !required)
      throw new Error(`${at}.${name}: a photo's description must be required and describe a photo of ${at}.`)
    const description = fields.find(field => field.name === name)!
    photo.alt = { name, label: description.label, hint: description.hint!, message: description.pattern![1] }
    fields.splice(fields.indexOf(description), 1)
  }
  return fields
}

function toField(name: string, schema: JsonSchema, required: boolean, at: string): EditorField {
  const words = wordsOf(schema)
  const base = { name, label: schema.title ?? missing(at, 'title (its label in the editor)'), required }

  // Decap's "Add …" button and folded entries need a name for one entry.
  const entryName = (): string => {
    if (words.singular) return words.singular
    throw new Error(
      `${at}: a list, or an optional group (edited as one), needs editorWords.singular in the content schema.`,
    )
  }
  if (schema.type === 'object') {
    const group = { ...base, fields: fieldsOf(schema, at), ...(words.note && { hint: words.note }) }
    if (required) return { ...group, widget: 'object' }
    // Decap checks an optional object's required fields all the same (decap-cms#2103), a list's only while it has its entry.
    return {
      ...group,
      widget: 'list',
      optionalGroup: true,
      max: 1,
      label_singular: entryName(),
      collapsed: false,
      allow_reorder: false,
    }
  }
  if (schema.type === 'array') {
    const items = schema.items as JsonSchema
    const min = schema.minItems
    const list = {
      ...base,
      // A list the schema lets be empty must not be "required": Decap calls an empty list missing.
      required: required && (min ?? 0) > 0,
      widget: 'list' as const,
      label_singular: entryName(),
      ...(words.summary && { summary: words.summary }),
      ...(min && { min }),
    }
    if (items.type === 'object') return { ...list, fields: fieldsOf(items, `${at}[]`) }
    // Folded, an entry shows its own words ("About Us"), not its field's label once per entry.
    const summary = `{{fields.${name} | truncate(40, '…')}}`
    return { summary, ...list, field: toField(name, items, true, `${at}[]`) }
  }

  const hint = [words.hint ?? sentence(expected(schema, at)), words.note].filter(Boolean).join(' ')
  const control = (widget: EditorField['widget'], more: Partial<EditorField>) => ({
    ...base,
    widget,
    hint,
    ...more,
  })
  if (schema.type === 'integer' || schema.type === 'number') {
    const { minimum, maximum } = schema
    return control('number', {
      ...(schema.type === 'integer' && { value_type: 'int' as const, step: 1 }),
      ...(minimum !== undefined && minimum > Number.MIN_SAFE_INTEGER && { min: minimum }),
      ...(maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER && { max: maximum }),
    })
  }
  if (schema.type === 'boolean') {
    // The description says true and false, as the file does; a switch is on or off.
    if (!words.hint) throw new Error(`${at}: a switch needs editorWords.hint, its words in the form.`)
    // A switch the content may leave out starts at what leaving it out means (the schema's default).
    return control('boolean', typeof schema.default === 'boolean' ? { default: schema.default } : {})
  }
  if (schema.type !== 'string') throw new Error(`${at}: the editor has no control for this kind of value.`)

  const mediaType = schema.contentMediaType
  if (mediaType) {
    const kind = Object.values(MEDIA_KINDS).find(kind => kind.mediaType === mediaType)
    if (!kind) throw new Error(`${at}: no media kind in registries.ts uploads ${mediaType}.`)
    const image = mediaType.startsWith('image/')
    const folder = words.folder ?? (image ? 'images' : 'video')
    return control(image ? 'photo' : 'file', {
      hint: kind.uploadHint,
      // Paths are relative to content/, as the schema expects; a web address would fail the build.
      media_folder: `/content/${folder}`,
      public_folder: folder,
      choose_url: false,
    })
  }
  if (schema.enum) {
    // The farm reads the names; the ids are the file's business.
    const options = (schema.enum as string[]).map(id => ({ label: words.options?.[id] ?? id, value: id }))
    // A choice the content may leave out shows what leaving it out means, as a switch does.
    return control('select', {
      options,
      ...(typeof schema.default === 'string' && { default: schema.default }),
    })
  }
  const checks = textChecks(schema, words, at)
  return control(words.control === 'text' ? 'text' : 'string', {
    pattern: [allOf(checks.map(([source]) => source)), checks.map(([, message]) => message).join(' ')],
  })
}

const collectionName = (file: ContentFileName): string => file.replace(/\.json$/, '')

export function editorFields(file: ContentFileName): EditorField[] {
  const schema = contentJsonSchema(file)
  const name = collectionName(file)
  if (schema.type === 'array')
    return [toField(LIST_KEY, { ...schema, title: fileWordsOf(schema, file).label }, true, name)]
  const fields = fieldsOf(schema, name)
  if (!schema.properties?.$schema) return fields
  // A save must keep the file's "$schema", which tells code editors where its JSON Schema is.
  const keep: EditorField = {
    name: '$schema',
    label: '$schema',
    widget: 'hidden',
    required: false,
    hint: 'Where code editors find the JSON Schema of this file; kept as it is.',
    default: `./${SCHEMA_DIR}/${schemaFileName(file)}`,
  }
  return [keep, ...fields]
}

export function editorCollections() {
  return CONTENT_FILES.map(file => {
    const name = collectionName(file)
    const { label, description } = fileWordsOf(contentJsonSchema(file), file)
    return {
      name,
      label,
      label_singular: label.toLowerCase(),
      description,
      format: `content-${name}`,
      // Decap's preview would list the fields a second time; the page itself is the preview.
      editor: { preview: false },
      files: [{ name, label, file: `content/${file}`, fields: editorFields(file) }] as const,
    }
  })
}

/** Env names as in docs/editing-in-the-browser.md; Netlify sets REPOSITORY_URL on its builds. */
export function editorBackend(env: Record<string, string | undefined>) {
  const fromUrl = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1]
  const repo = env.CMS_GITHUB_REPO?.trim() || fromUrl || 'your-github-name/your-repository'
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_GITHUB_REPO must be "owner/name", e.g. "drobonso-farms/website" (it is "${repo}").`)
  const netlifySite = env.CMS_NETLIFY_SITE?.trim()
  return {
    name: 'github' as const,
    repo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || 'main',
    // The Netlify site whose GitHub login the editor uses, when the site itself is hosted elsewhere.
    ...(netlifySite && { site_domain: netlifySite }),
  }
}

export type EditorConfig = ReturnType<typeof buildEditorConfig>

export function buildEditorConfig(site: { siteUrl: string; backend: ReturnType<typeof editorBackend> }) {
  return {
    load_config_file: false as const,
    backend: site.backend,
    media_folder: 'content/images',
    public_folder: 'images',
    // Decap shows it as the display_url too, unless admin.ts gives one (siteLinks).
    site_url: site.siteUrl,
    logo_url: '/favicon.svg',
    collections: editorCollections(),
  }
}

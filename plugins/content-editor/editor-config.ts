/**
 * The configuration of the browser editor at /admin/ (Decap CMS), made from the content schemas
 * (plugins/content-checks/content-schema.ts) so that the form refuses what the build would refuse:
 *
 * - the fields, their nesting and order are the schema's, and a schema field without a name in
 *   editor-words.ts (or a name without a field) stops the build;
 * - a field is required unless the schema makes it optional; lists have the schema's minimum length,
 *   numbers its bounds and whole-number rule;
 * - the hint under each field is the validator's own description of what it must hold;
 * - formats (prices, phone numbers, https links, menu labels, page addresses) are patterns, listed
 *   in FORMATS below; __tests__/content-editor/ feeds each one good and bad values and checks that
 *   the schema agrees, since a zod refinement cannot be read back as a pattern.
 *
 * What a form cannot express (two phone forms being one number, unique product numbers, a photo that
 * is really a photo) is still reported by the build, in the same words as for a hand edit.
 */
import { z } from 'zod'
import {
  CONTENT_FILE_FIELDS,
  CONTENT_SCHEMAS,
  type ContentFileName,
  MOMO_PREFIXES,
} from '../content-checks/content-schema'
import { SECTION_IDS } from '../../src/config/section-ids'
import {
  type FieldWords,
  PAGE_WORDS,
  PRODUCT_WORDS,
  SECTION_NAMES,
  SITE_WORDS,
  TESTIMONIAL_WORDS,
} from './editor-words'
import { SCHEMA_DIR, schemaFileName } from '../content-checks/json-schemas'
import { LIST_KEY } from './content-json'

/** The subset of Decap's field options this site uses (decap-cms-core's CmsField). */
export interface EditorField {
  name: string
  label: string
  widget:
    'string' | 'text' | 'number' | 'boolean' | 'object' | 'list' | 'image' | 'file' | 'select' | 'hidden'
  required: boolean
  /** A hidden field's value, written back as it is; a switch's value when the content leaves it out. */
  default?: string | boolean
  hint?: string
  /** A regular expression (as a string, no flags) and the message shown when a value fails it. */
  pattern?: [string, string]
  value_type?: 'int'
  min?: number
  max?: number
  step?: number
  fields?: EditorField[]
  field?: EditorField
  label_singular?: string
  summary?: string
  options?: { label: string; value: string }[]
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
}

export interface EditorCollection {
  name: string
  label: string
  label_singular: string
  description: string
  /** The format admin.ts registers for this file (content-json.ts): JSON laid out as Prettier does. */
  format: string
  extension: 'json'
  editor: { preview: boolean }
  files: [{ name: string; label: string; file: string; fields: EditorField[] }]
}

export interface EditorBackend {
  name: 'github'
  repo: string
  branch: string
  /** The Netlify site whose GitHub login the editor uses, when the site itself is hosted elsewhere. */
  site_domain?: string
}

export interface EditorConfig {
  load_config_file: false
  backend: EditorBackend
  /** admin.ts replaces it with the address of a test's own local server. */
  local_backend: true | { url: string }
  media_folder: string
  public_folder: string
  site_url: string
  display_url: string
  logo_url: string
  collections: EditorCollection[]
}

/** What the form checks beyond "not empty": one pattern per field, by its path in the content. */
interface Format {
  pattern: string
  /** The message when a value fails; by default "Must be " + the validator's description. */
  message?: string
}

const letters = (word: string): string =>
  [...word].map(letter => `[${letter}${letter.toUpperCase()}]`).join('\\s*')

/**
 * Fields whose schema checks more than its regular expressions say (a refinement: a digit count, a
 * web address, a section name), keyed by path: the file's name, then `.field` for a field and `[]`
 * for every entry of a list. Every other field's pattern is the schema's own (schemaPattern).
 */
export const FORMATS: Record<string, Format> = {
  // + and a digit first, a digit last, 8 to 15 digits in all, and spaces, brackets or dashes between.
  'site.phone.display': { pattern: '^(?=(?:\\D*\\d){8,15}\\D*$)\\+[1-9][\\d ()-]*\\d$' },
  'site.social[].url': { pattern: '^https://[^\\s/?#@]+\\.[^\\s/?#@.]+(?:[/?#]\\S*)?$' },
  // +233 or 0, a mobile money network's prefix, then 7 digits, spaced as people write them.
  'site.ordering.payment.momo.number': {
    pattern: `^(?:\\+233 ?|0)(?:${Object.values(MOMO_PREFIXES)
      .flat()
      .map(prefix => prefix.slice(1))
      .join('|')}) ?\\d{3} ?\\d{4}$`,
  },
  // The label in lower case without spaces must be a section's id (src/utils/section-id.ts).
  'site.nav[]': {
    pattern: `^\\s*(?:${SECTION_IDS.map(letters).join('|')})\\s*$`,
    message: `Must name a section of the page: in lower case and without spaces it must read one of ${SECTION_IDS.join(', ')}, e.g. "About Us" for aboutus.`,
  },
}

/** Any text field without a format: not only spaces (the validator calls that empty). */
const NOT_BLANK = '\\S'

/**
 * The regular expressions the content schema checks a text with (content-schema.ts `matches`, and
 * zod's own for an email address) as one pattern, leaving out the not-blank check each text has.
 */
function schemaPattern(schema: z.ZodString, at: string): string | undefined {
  const sources = (schema._zod.def.checks ?? [])
    .map(check => (check._zod.def as { pattern?: unknown }).pattern)
    .filter((pattern): pattern is RegExp => pattern instanceof RegExp && pattern.source !== NOT_BLANK)
    .map(pattern => pattern.source)
  if (sources.length > 1) throw new Error(`${at} has ${sources.length} patterns: give it one in FORMATS.`)
  return sources[0]
}

/** The content files, in the order the editor lists them. */
const FILES: Record<
  ContentFileName,
  { name: string; label: string; singular: string; description: string; words: FieldWords }
> = {
  'site.json': {
    name: 'site',
    label: 'Site settings',
    singular: 'site settings',
    description:
      'Phone, WhatsApp, email, address, social profiles, how to order (hours, payment, delivery) and every text of the page.',
    words: { label: 'Site settings', fields: SITE_WORDS },
  },
  'products.json': {
    name: 'products',
    label: 'Products',
    singular: 'products',
    description: 'Name, description, price, pack size, photo and stock of each product.',
    words: PRODUCT_WORDS,
  },
  'testimonials.json': {
    name: 'testimonials',
    label: 'Testimonials',
    singular: 'testimonials',
    description: 'What customers say, with their names and towns.',
    words: TESTIMONIAL_WORDS,
  },
  'pages.json': {
    name: 'pages',
    label: 'Pages',
    singular: 'pages',
    description: 'The title and search-result description of each address, and the section it opens at.',
    words: PAGE_WORDS,
  },
}

export const sentence = (text: string): string =>
  `${text[0]!.toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`

/**
 * What the validator says a field must hold: the description the content schema gives it (the
 * same words its messages use). Quotes are a matter of JSON, not of a form's number box, so
 * "written as a number without quotes" is left out.
 */
export function expectedBySchema(schema: z.ZodType): string {
  if (!schema.description) throw new Error('The content schema gives this field no description.')
  return schema.description.replace(/ (?:written as a number )?without quotes/, '')
}

const minLength = (schema: z.ZodArray): number | undefined => {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number }
    if (def.check === 'min_length' && def.minimum) return def.minimum
  }
  return undefined
}

export function fieldsOf(
  object: z.ZodObject,
  words: Record<string, FieldWords> | undefined,
  at: string,
): EditorField[] {
  // "$schema" is for code editors, not the farm: editorFields keeps it as a hidden field.
  const { $schema: _editorOnly, ...shape } = object.shape as Record<string, z.ZodType>
  const unnamed = Object.keys(shape).filter(name => !words?.[name])
  const unknown = Object.keys(words ?? {}).filter(name => !(name in shape))
  if (unnamed.length || unknown.length) {
    throw new Error(
      [
        unnamed.length && `${unnamed.map(name => `${at}.${name}`).join(', ')} need a name in the editor`,
        unknown.length && `${unknown.map(name => `${at}.${name}`).join(', ')} are not in the content schema`,
      ]
        .filter(Boolean)
        .join('; ') + ': update plugins/content-editor/editor-words.ts.',
    )
  }
  return Object.entries(shape).map(([name, schema]) => toField(name, schema, words![name]!, `${at}.${name}`))
}

function toField(name: string, declared: z.ZodType, words: FieldWords, at: string): EditorField {
  const required = !(declared instanceof z.ZodOptional)
  const schema = (declared instanceof z.ZodOptional ? declared.unwrap() : declared) as z.ZodType
  const base = { name, label: words.label, required }

  if (schema instanceof z.ZodObject) {
    return {
      ...base,
      widget: 'object',
      ...(words.hint && { hint: words.hint }),
      fields: fieldsOf(schema, words.fields, at),
    }
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType
    const min = minLength(schema)
    const list = {
      ...base,
      // A list the schema lets be empty must not be "required": Decap calls an empty list missing.
      required: required && (min ?? 0) > 0,
      widget: 'list' as const,
      ...(words.hint && { hint: words.hint }),
      ...(words.singular && { label_singular: words.singular }),
      ...(words.summary && { summary: words.summary }),
      ...(min && { min }),
    }
    if (element instanceof z.ZodObject) return { ...list, fields: fieldsOf(element, words.fields, `${at}[]`) }
    if (!words.item) throw new Error(`${at}: a list of texts needs \`item\` in editor-words.ts.`)
    return { ...list, field: toField(name, element, words.item, `${at}[]`) }
  }

  const hint = words.hint ?? [sentence(expectedBySchema(schema)), words.note].filter(Boolean).join(' ')
  if (schema instanceof z.ZodNumber) {
    const { minValue, maxValue } = schema
    return {
      ...base,
      widget: 'number',
      hint,
      ...(schema.isInt && { value_type: 'int' as const, step: 1 }),
      ...(minValue !== null && minValue > Number.MIN_SAFE_INTEGER && { min: minValue }),
      ...(maxValue !== null && maxValue < Number.MAX_SAFE_INTEGER && { max: maxValue }),
    }
  }
  if (schema instanceof z.ZodBoolean) {
    return {
      ...base,
      widget: 'boolean',
      hint,
      ...(words.default !== undefined && { default: words.default }),
    }
  }
  if (!(schema instanceof z.ZodString))
    throw new Error(`${at}: the editor has no control for this kind of value.`)

  const fileKind = CONTENT_FILE_FIELDS.get(schema)?.kind
  if (fileKind) {
    if (!words.folder) throw new Error(`${at}: an upload needs a folder in editor-words.ts.`)
    return {
      ...base,
      widget: fileKind === 'image' ? 'image' : 'file',
      hint,
      // Uploads go to content/<folder>/ and the JSON says "<folder>/<name>", relative to content/ as
      // the schema (@fileByRelativePath) expects; a web address would fail the build.
      media_folder: `/content/${words.folder}`,
      public_folder: words.folder,
      choose_url: false,
    }
  }
  if (words.control === 'section') {
    // A choice rather than a pattern: only the ids the page has can be picked.
    return {
      ...base,
      widget: 'select',
      hint,
      options: SECTION_IDS.map(id => ({ label: `${SECTION_NAMES[id]} (${id})`, value: id })),
    }
  }
  const pattern = FORMATS[at]?.pattern ?? schemaPattern(schema, at)
  return {
    ...base,
    widget: words.control === 'text' ? 'text' : 'string',
    hint,
    pattern: pattern
      ? [pattern, FORMATS[at]?.message ?? sentence(`must be ${expectedBySchema(schema)}`)]
      : [NOT_BLANK, sentence(`write ${expectedBySchema(schema)}`)],
  }
}

/** The editor's fields for one content file; a list file is edited as one list field. */
export function editorFields(file: ContentFileName): EditorField[] {
  const schema = CONTENT_SCHEMAS[file] as z.ZodType
  const { name, words } = FILES[file]
  if (!(schema instanceof z.ZodObject)) return [toField(LIST_KEY, schema, words, name)]
  const fields = fieldsOf(schema, words.fields, name)
  if (!('$schema' in schema.shape)) return fields
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

export function editorCollections(): EditorCollection[] {
  return (Object.keys(FILES) as ContentFileName[]).map(file => {
    const { name, label, singular, description } = FILES[file]
    return {
      name,
      label,
      label_singular: singular,
      description,
      format: `content-${name}`,
      extension: 'json',
      // Decap's preview would list the fields a second time; the page itself is the preview.
      editor: { preview: false },
      files: [{ name, label, file: `content/${file}`, fields: editorFields(file) }],
    }
  })
}

/**
 * The GitHub repository the editor commits to in production: CMS_GITHUB_REPO ("owner/name"), or on
 * Netlify the repository the site is built from (REPOSITORY_URL, set by Netlify on every build).
 * The login goes through Netlify's GitHub sign-in; a site hosted elsewhere (nginx) names the free
 * Netlify site that provides it in CMS_NETLIFY_SITE (e.g. "drobonso-farms.netlify.app").
 */
export function editorBackend(env: Record<string, string | undefined>): EditorBackend {
  const fromUrl = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1]
  const repo = env.CMS_GITHUB_REPO?.trim() || fromUrl || 'your-github-name/your-repository'
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_GITHUB_REPO must be "owner/name", e.g. "drobonso-farms/website" (it is "${repo}").`)
  const netlifySite = env.CMS_NETLIFY_SITE?.trim()
  return {
    name: 'github',
    repo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || 'main',
    ...(netlifySite && { site_domain: netlifySite }),
  }
}

export function buildEditorConfig({
  siteUrl,
  backend,
}: {
  siteUrl: string
  backend: EditorBackend
}): EditorConfig {
  return {
    load_config_file: false,
    backend,
    local_backend: true,
    media_folder: 'content/images',
    public_folder: 'images',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    collections: editorCollections(),
  }
}

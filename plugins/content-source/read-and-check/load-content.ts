/** Every reader's one way into content/: checked and typed, or messages naming file, entry and field; synchronous, as gatsby-config reads it while it loads. */
import fs from 'fs'
import path from 'path'
import { z } from 'zod'
import { findJsonSyntaxError } from './json-syntax'
import {
  CONTENT_FILES,
  CONTENT_SCHEMAS,
  type Content,
  type ContentFileName,
} from '../../content-model/schema'
import { describeValue, didYouMean, shorten } from '../../content-model/messages'
import {
  CONTENT_FILE_FIELDS,
  type ContentFileKind,
  MEDIA_KINDS,
  registeredFields,
} from '../../content-model/registries'

/** content/, or CONTENT_DIR when set (npm test builds an edited copy this way), for every command alike. */
export const resolveContentDir = (siteDir: string): string =>
  path.resolve(siteDir, process.env.CONTENT_DIR ?? 'content')

const NAME_FIELDS = ['name', 'network', 'path', 'headline', 'title', 'area']

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** 'entry 2', named by its text or its first name-like field, shortened: 'entry 2 ("Powdered Okro Two")'. */
function entryLabel(entry: unknown, index: number): string {
  const name = isObject(entry) ? NAME_FIELDS.map(field => entry[field]).find(isText) : entry
  return isText(name) ? `entry ${index + 1} (${JSON.stringify(shorten(name, 40))})` : `entry ${index + 1}`
}

const childOf = (node: unknown, segment: PropertyKey): unknown =>
  node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[segment] : undefined

function describeLocation(file: string, data: unknown, at: readonly PropertyKey[]): string {
  const parts = [file]
  const keys: string[] = []
  let node = data
  for (const segment of at) {
    node = childOf(node, segment)
    // A list's entry names the list's fields above it: "social entry 2".
    if (typeof segment !== 'number') keys.push(String(segment))
    else parts.push([keys.splice(0).join('.'), entryLabel(node, segment)].filter(Boolean).join(' '))
  }
  if (keys.length) parts.push(`field "${keys.join('.')}"`)
  return parts.join(', ')
}

/** The fields of the group at `at`, an optional group's being the group's own. */
function allowedFields(schema: z.ZodType | undefined, at: readonly PropertyKey[]): string[] {
  if (schema instanceof z.ZodOptional) return allowedFields(schema.unwrap() as z.ZodType, at)
  if (schema instanceof z.ZodArray && at.length)
    return allowedFields(schema.element as z.ZodType, at.slice(1))
  if (!(schema instanceof z.ZodObject)) return []
  const shape = schema.shape as Record<string, z.ZodType>
  return at.length ? allowedFields(shape[String(at[0])], at.slice(1)) : Object.keys(shape)
}

/** Names must match exactly, capitals included, as on the server. */
function assetProblem(contentDir: string, relative: string, kind: ContentFileKind): string | undefined {
  const { extensions, label } = MEDIA_KINDS[kind]
  const shown = JSON.stringify(relative)
  let dir = contentDir
  const segments = relative.split('/').filter(Boolean)
  for (const [index, segment] of segments.entries()) {
    const names = fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? fs.readdirSync(dir) : []
    if (!names.includes(segment)) {
      const sameButCase = names.filter(name => name.toLowerCase() === segment.toLowerCase())
      const fix =
        didYouMean(segment, sameButCase.length ? sameButCase : names, name =>
          [...segments.slice(0, index), name, ...segments.slice(index + 1)].join('/'),
        ) || ' Check the spelling (capitals count) or add the file.'
      return `points to ${shown}, which is not in the content folder.${fix}`
    }
    dir = path.join(dir, segment)
  }
  if (fs.statSync(dir).isDirectory()) return `points to ${shown}, which is a folder, not ${label}.`
  if (!extensions.includes(path.extname(relative).toLowerCase()))
    return `points to ${shown}, which is not ${label}: use a file ending in ${extensions.join(', ')}.`
}

type Problem = { at: PropertyKey[]; message: string }

/** Each entry whose `field` repeats an earlier entry's, named with the entry it repeats. */
function duplicates(data: unknown, field: string, what: string): Problem[] {
  const list = Array.isArray(data) ? data : []
  const valueAt = (index: number): unknown => (isObject(list[index]) ? list[index][field] : undefined)
  return list.flatMap((_, index) => {
    const value = valueAt(index)
    const first = list.findIndex((__, other) => valueAt(other) === value)
    if (value === undefined || value === null || value === '' || first === index) return []
    const message = `must be ${what}: ${describeValue(value)} is already used by ${entryLabel(list[first], first)}.`
    return [{ at: [index, field], message }]
  })
}

function crossChecks(file: ContentFileName, data: unknown): Problem[] {
  if (file === 'products.json') return duplicates(data, 'id', 'a number no other product uses')
  if (file !== 'pages.json') return []
  const problems = duplicates(data, 'path', 'an address no other page uses')
  if (Array.isArray(data) && !data.some(entry => isObject(entry) && entry.path === '/'))
    problems.push({
      at: [],
      message:
        'needs a page for the home page: add { "path": "/", "section": "home", "title": …, "description": … }.',
    })
  return problems
}

/** A photo, video or captions file a content file names, for validate-content to open. */
export type MediaFile = { where: string; relative: string; file: string; kind: ContentFileKind }

/** One content file, read and checked: its data, or the messages saying what is wrong. */
export function readContentFile<File extends ContentFileName>(contentDir: string, file: File) {
  const schema: z.ZodType = CONTENT_SCHEMAS[file]
  const shownFile = `content/${file}`
  const filePath = path.join(contentDir, file)
  const unread = (message: string) => ({ data: undefined, messages: [`${shownFile} ${message}`], media: [] })
  if (!fs.existsSync(filePath))
    return unread('is missing: the site needs it. Restore it (for example from Git).')
  // TextDecoder drops the byte-order mark Windows Notepad writes, which JSON.parse rejects and RFC 8259 lets a reader ignore.
  const source = new TextDecoder().decode(fs.readFileSync(filePath))
  const syntax = findJsonSyntaxError(source)
  if (syntax)
    return unread(`is not valid JSON at line ${syntax.line}, column ${syntax.column}: ${syntax.reason}.`)
  const data: unknown = JSON.parse(source)
  const problems: Problem[] = (schema.safeParse(data).error?.issues ?? []).flatMap(issue => {
    if (issue.code !== 'unrecognized_keys') return [{ at: [...issue.path], message: issue.message }]
    const allowed = allowedFields(schema, issue.path)
    const fields = `The fields here are: ${allowed.join(', ')}.`
    return issue.keys.map(key => ({
      at: [...issue.path, key],
      message: `is not a field the site knows (a typo?).${didYouMean(key, allowed)} ${fields}`,
    }))
  })
  problems.push(...crossChecks(file, data))
  const media: MediaFile[] = []
  const reported = new Set(problems.map(problem => JSON.stringify(problem.at)))
  for (const { at, meta, value } of registeredFields(CONTENT_FILE_FIELDS, schema, data)) {
    // A missing, empty or malformed path is already reported by the schema.
    if (typeof value !== 'string' || reported.has(JSON.stringify(at))) continue
    const problem = assetProblem(contentDir, value, meta.kind)
    const where = describeLocation(shownFile, data, at)
    if (problem) problems.push({ at, message: problem })
    else media.push({ where, relative: value, file: path.join(contentDir, value), kind: meta.kind })
  }
  const messages = problems.map(({ at, message }) => `${describeLocation(shownFile, data, at)} ${message}`)
  return { data: messages.length === 0 ? (data as Content[File]) : undefined, messages, media }
}

/** Every content file, read and checked: all their data, or every file's messages. */
export function loadContent(contentDir: string) {
  const reports = CONTENT_FILES.map(file => [file, readContentFile(contentDir, file)] as const)
  const messages = reports.flatMap(([, report]) => report.messages)
  const media = reports.flatMap(([, report]) => report.media)
  if (messages.length > 0) return { messages, media }
  const content = Object.fromEntries(reports.map(([file, report]) => [file, report.data])) as Content
  return { content, messages, media }
}

export type { Content, ContentFileName }

/** What happens next: a build stops, the check asks for another run, develop goes on with the last good content. */
export function summarizeProblems(count: number, command: 'build' | 'check' | 'develop'): string {
  const problems = `content/ has ${count} problem${count === 1 ? '' : 's'} (listed above).`
  const them = count === 1 ? 'it' : 'them'
  if (command === 'build')
    return `${problems} Nothing was built and public/ was not changed: fix ${them}, save, and run the command again.`
  if (command === 'develop')
    return `${problems} The site shows the content as it was before: fix ${them} and save, and it shows your changes.`
  return `${problems} Please fix ${them}, save, and run the command again.`
}

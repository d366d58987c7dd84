/**
 * @jest-environment node
 *
 * The mistakes a farm makes in content/ with an ordinary editor, each named by the check in all four
 * content files, and each made through the real commands on a copy of the project: `npm run build` must
 * stop with the content check's message for every file (file, line and column, or entry and field), no
 * stack trace or raw error, nothing blaming another file, and leave the previous public/ as it was. The
 * check reports every file, so one build covers four mistakes (one per file); the JSON ones stop while
 * Gatsby loads its config, in seconds. A file read before the check (a bare JSON.parse in
 * gatsby-config.ts) makes these fail: it throws its own error first, or Gatsby goes on without the
 * plugins and fails on a GraphQL query. The content is the frozen copy, so the messages stay the same
 * whatever the farm edits; the expected messages are the check's own (loadContent), which
 * validate-content.test.ts holds word for word.
 */
import { type SpawnSyncReturns, spawnSync } from 'child_process'
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { type ContentFiles, FROZEN_CONTENT, makeContent, readContent } from '../fixtures/content'
import { loadContent } from '../../plugins/content-source/read-and-check/load-content'
import { copyProject } from '../fixtures/project-copy'
import { CONTENT_FILES, type ContentFileName } from '../../plugins/content-model/schema'

/** A previous build: a few files of each kind Gatsby would clean up or overwrite. */
const PREVIOUS_BUILD: Record<string, string> = {
  'index.html': '<!doctype html><title>Previous build</title>',
  'about/index.html': '<!doctype html><title>Previous about page</title>',
  'styles.0123456789abcdef0123.css': 'body{color:green}',
  'page-data/index/page-data.json': '{"path":"/"}',
  _headers: '/*\n  X-Frame-Options: DENY\n',
}

/** Every file under dir with its content hash and modification time. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
    files[path.relative(dir, file)] = `${hash} ${fs.statSync(file).mtimeMs}`
  }
  return files
}

const fileBase = (file: ContentFileName) => file.replace(/\.json$/, '') as keyof ContentFiles

/** The frozen files as the farm's editor shows them (two-space JSON), after `change`. */
function texts(change: (content: ContentFiles) => void = () => undefined): Record<ContentFileName, string> {
  const content = readContent()
  change(content)
  return Object.fromEntries(
    CONTENT_FILES.map(file => [file, `${JSON.stringify(content[fileBase(file)], null, 2)}\n`]),
  ) as Record<ContentFileName, string>
}

interface Mistake {
  mistake: string
  /** The four files' text with the mistake made in each. */
  files: () => Record<ContentFileName, string>
  /** What every file's message must say (the check's words for this kind of mistake). */
  says: RegExp
}

const inEveryFile = (edit: (text: string) => string) => (): Record<ContentFileName, string> =>
  Object.fromEntries(Object.entries(texts()).map(([file, text]) => [file, edit(text)])) as Record<
    ContentFileName,
    string
  >

const SYNTAX = (reason: string): RegExp =>
  new RegExp(`^content/[a-z]+\\.json is not valid JSON at line \\d+, column \\d+: ${reason}`)

/** Mistakes in the JSON itself: the first one in each file is reported, so one kind per build. */
const SYNTAX_MISTAKES: Mistake[] = [
  {
    mistake: 'a missing comma',
    files: inEveryFile(text => text.replace(/,\n/, '\n')),
    says: SYNTAX('a comma is missing between two fields: add a comma \\(,\\) at the end of line \\d+\\.$'),
  },
  {
    mistake: 'an extra comma',
    files: inEveryFile(text => text.replace(/,\n/, ',,\n')),
    says: SYNTAX('there are two commas in a row: remove one\\.$'),
  },
  {
    mistake: 'a trailing comma',
    files: inEveryFile(text => text.replace(/([^,{[\s])(\n\s*\})/, '$1,$2')),
    says: SYNTAX('there is a comma just before this \\}: remove it\\.$'),
  },
  {
    mistake: 'a missing closing quote',
    files: inEveryFile(text => text.replace(/(": "[^"]*)"/, '$1')),
    says: SYNTAX('this text has no closing double quote \\("\\) before the end of the line: add one'),
  },
  {
    mistake: 'a missing closing bracket',
    files: inEveryFile(text => text.replace(/[\]}]\s*$/, '\n')),
    says: SYNTAX(
      'the file ends too early: .* is missing \\(check for a missing \\] or \\} at the end\\)\\.$',
    ),
  },
  {
    mistake: 'an emptied file',
    files: inEveryFile(() => ''),
    says: SYNTAX('the file is empty: put its content back'),
  },
  {
    mistake: 'smart quotes from a word processor',
    files: inEveryFile(text => text.replace(/": "([^"]*)"/, '": \u201c$1\u201d')),
    says: SYNTAX('curly quotes \\(“ ” or ‘ ’\\) are not allowed: use straight double quotes'),
  },
]

/** A message about a field in that file, starting with its name. */
const about = (base: string, rest: string): RegExp => new RegExp(`^content/${base}\\.json, .*${rest}`)

/**
 * Mistakes in the data: every one is reported, so one build covers them all, in every file they
 * can be made in. Each file starts with a byte-order mark (as Windows Notepad saves): it is accepted,
 * so these are the only messages.
 */
const DATA_MISTAKES: { mistake: string; change: (content: ContentFiles) => void; says: RegExp[] }[] = [
  {
    mistake: 'a field of the wrong type',
    change: ({ site, products, testimonials, pages }) => {
      site.copyrightYear = '2024'
      products[0]!.id = '1'
      testimonials[0]!.quote = 5
      pages[0]!.title = ['Home']
    },
    says: [
      about('site', 'field "copyrightYear" must be a year .* \\(it is "2024"\\)\\.$'),
      about('products', 'field "id" must be a whole number .* \\(it is "1"\\)\\.$'),
      about('testimonials', 'field "quote" must be what the customer said \\(it is the number 5\\)\\.$'),
      about('pages', 'field "title" must be .* \\(it is a list \\[ … \\]\\)\\.$'),
    ],
  },
  {
    mistake: 'a missing required field',
    change: ({ site, products, testimonials, pages }) => {
      delete site.tagline
      delete products[1]!.price
      delete testimonials[1]!.name
      delete pages[1]!.description
    },
    says: [
      about('site', 'field "tagline" is missing: add it, as a short line about the farm\\.$'),
      about('products', 'field "price" is missing: add it, as GH followed by whole cedis'),
      about('testimonials', 'field "name" is missing: add it, as the customer\'s name'),
      about('pages', 'field "description" is missing: add it, as the page\'s description'),
    ],
  },
  {
    mistake: 'a photo path that does not exist (site.json and products.json name photos)',
    change: ({ site, products }) => {
      site.hero.image = 'images/hero-new.jpg'
      products[2]!.image = 'images/products/okro-three.jpg'
    },
    says: [
      about(
        'site',
        'field "hero.image" points to "images/hero-new.jpg", which is not in the content folder\\.',
      ),
      about(
        'products',
        'field "image" points to "images/products/okro-three.jpg", which is not in the content folder\\.',
      ),
    ],
  },
  {
    mistake: 'a duplicated id (products.json), or page address (pages.json)',
    change: ({ products, pages }) => {
      products[2]!.id = products[1]!.id
      pages[2]!.path = pages[1]!.path
    },
    says: [
      about(
        'products',
        'entry 3 .*field "id" must be a number no other product uses: the number \\d+ is already used by entry 2',
      ),
      about(
        'pages',
        'entry 3 .*field "path" must be an address no other page uses: ".*" is already used by entry 2',
      ),
    ],
  },
]

/** The output without its colours. */
const plain = (run: SpawnSyncReturns<string>): string =>
  // eslint-disable-next-line no-control-regex
  `${run.stdout}${run.stderr}`.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')

/** Stack frames, raw JavaScript or GraphQL errors: anything the farm cannot act on. */
const RAW_ERROR =
  /^\s+at |\.[jt]sx?:\d+:\d+|GraphQL|SyntaxError|TypeError|Unexpected token|Error:|Unable to parse/m

let root: string
let publicDir: string
let previous: Record<string, string>
const fixtures: { remove: () => void }[] = []

beforeAll(() => {
  // The whole project, as plugins read their own files early (gatsby-plugin-manifest its icon).
  root = copyProject('drobonso-build-')
  publicDir = path.join(root, 'public')
})

// Each command starts from the same previous build, so a case that fails does not fail the next.
beforeEach(() => {
  fs.rmSync(publicDir, { recursive: true, force: true })
  for (const [file, text] of Object.entries(PREVIOUS_BUILD)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
  previous = snapshot(publicDir)
})

afterAll(() => {
  for (const fixture of fixtures) fixture.remove()
  fs.rmSync(root, { recursive: true, force: true })
})

/** Content with the mistakes, as a folder of its own (CONTENT_DIR, as npm test builds an edited copy). */
function contentWith(raw: Record<ContentFileName, string>, copyMedia = false): string {
  const fixture = makeContent(() => undefined, {
    raw: Object.fromEntries(CONTENT_FILES.map(file => [fileBase(file), raw[file]])),
    copyMedia,
  })
  fixtures.push(fixture)
  return fixture.dir
}

/** One of the farm's commands, in the copy, on that content. */
function run(command: string, args: string[], contentDir: string): SpawnSyncReturns<string> {
  const { NODE_ENV: _jestSetsTest, ...env } = process.env
  return spawnSync(command, args, {
    cwd: root,
    env: { ...env, CONTENT_DIR: contentDir, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 90_000,
  })
}

const npm = (script: string, contentDir: string) => run('npm', ['run', '-s', script], contentDir)

/** The build stopped with exactly the check's messages, each as one plain line, and nothing else. */
function expectStopped(build: SpawnSyncReturns<string>, messages: string[], prefix = 'error '): void {
  const output = plain(build)
  expect({ status: build.status, output }).toEqual({ status: 1, output: expect.any(String) })
  for (const message of messages) expect(output).toContain(`${prefix}${message}\n`)
  // Nothing blames a file that has no mistake, and no raw error is shown.
  const blamed = output
    .split('\n')
    .filter(line => line.startsWith(`${prefix}content/`) && !line.includes('(listed above)'))
  expect(blamed.sort()).toEqual(messages.map(message => `${prefix}${message}`).sort())
  expect(output).not.toMatch(RAW_ERROR)
}

describe.each(SYNTAX_MISTAKES)('$mistake in each of the four content files', ({ files, says }) => {
  it('is named by the check in every file, with its line and column', () => {
    const { messages } = loadContent(contentWith(files()))
    expect(messages).toHaveLength(CONTENT_FILES.length)
    CONTENT_FILES.forEach((file, index) => {
      expect(messages[index]).toMatch(says)
      expect(messages[index]).toContain(`content/${file} `)
    })
  })
})

// The build reads every file through the same check, so the kinds are spread over the four files:
// two builds make each kind once instead of seven builds making each kind four times.
const SYNTAX_BUILDS = [0, 1].map(build =>
  CONTENT_FILES.map(
    (_, index) => SYNTAX_MISTAKES[(build * CONTENT_FILES.length + index) % SYNTAX_MISTAKES.length]!,
  ),
)

it.each(SYNTAX_BUILDS.map(kinds => [kinds.map(({ mistake }) => mistake).join(', '), kinds] as const))(
  'stops npm run build on %s (one file each), before anything is built',
  (_, kinds) => {
    const contentDir = contentWith(
      Object.fromEntries(CONTENT_FILES.map((file, index) => [file, kinds[index]!.files()[file]])) as Record<
        ContentFileName,
        string
      >,
    )
    const { messages } = loadContent(contentDir)
    kinds.forEach(({ says }, index) => expect(messages[index]).toMatch(says))
    const build = npm('build', contentDir)
    expectStopped(build, messages)
    expect(plain(build)).toContain(
      `content/ has ${messages.length} problems (listed above). Nothing was built and public/ was not changed: fix them, save, and run the command again.`,
    )
    expect(snapshot(publicDir)).toEqual(previous)
  },
  100_000,
)

it('stops npm start (gatsby develop), npm run cms, check-content and report with the same messages', () => {
  const contentDir = contentWith(SYNTAX_MISTAKES[0]!.files())
  const { messages } = loadContent(contentDir)
  expectStopped(npm('start', contentDir), messages)
  // The farm's own check and the editor print a cross before each message, and start nothing.
  for (const script of ['cms', 'check-content', 'report']) {
    const output = npm(script, contentDir)
    expectStopped(output, messages, '✗ ')
    expect(plain(output)).toContain(
      `content/ has ${messages.length} problems (listed above). Please fix them, save, and run the command again.`,
    )
    expect(plain(output)).not.toContain('[cms] Starting')
  }
  // gatsby develop copies static/ into public/ on a timer of its own (10 s after it starts, whatever
  // the content): on a loaded machine it can fire before the check stops it, so those copies are not ours.
  const fromStatic = new Set(fs.readdirSync(path.join(root, 'static'), { recursive: true, encoding: 'utf8' }))
  const after = Object.fromEntries(
    Object.entries(snapshot(publicDir)).filter(([file]) => !fromStatic.has(file)),
  )
  expect(after).toEqual(previous)
}, 200_000)

it(`stops npm run build on ${DATA_MISTAKES.map(({ mistake }) => mistake).join(', ')}, and accepts a byte-order mark`, () => {
  const raw = texts(content => DATA_MISTAKES.forEach(({ change }) => change(content)))
  const contentDir = contentWith(
    Object.fromEntries(Object.entries(raw).map(([file, text]) => [file, `\uFEFF${text}`])) as typeof raw,
  )
  const { messages } = loadContent(contentDir)
  const expected = DATA_MISTAKES.flatMap(({ says }) => says)
  expect(messages).toHaveLength(expected.length)
  for (const says of expected) expect(messages).toContainEqual(expect.stringMatching(says))
  expectStopped(npm('build', contentDir), messages)
  expect(snapshot(publicDir)).toEqual(previous)
}, 100_000)

it('stops npm run build on a photo cut short, named by the check that opens every photo', () => {
  const contentDir = contentWith(texts(), true)
  const photo = path.join(contentDir, 'images/products/powdered-okro-two.jpg')
  const bytes = fs.readFileSync(photo)
  fs.writeFileSync(photo, bytes.subarray(0, bytes.length / 2))
  const message = `content/products.json, entry 2 ("${readContent().products[1]!.name as string}"), field "image" points to "images/products/powdered-okro-two.jpg", which is damaged or cut short (an upload or copy that did not finish?): it cannot be read as a photo ("VipsJpeg: premature end of JPEG image"). Export or save the photo again.`
  const build = npm('build', contentDir)
  expectStopped(build, [message])
  expect(plain(build)).not.toContain('Building production JavaScript')
  expect(snapshot(publicDir)).toEqual(previous)
}, 100_000)

it('builds from the frozen content it changes (so each failure above is the mistake)', () => {
  expect(loadContent(FROZEN_CONTENT).messages).toEqual([])
})

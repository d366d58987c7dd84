/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the project whose content (the frozen copy, so the messages stay
 * the same whatever the farm edits) has one mistake: it must stop with the validator's message,
 * before Gatsby touches the previous build. (Gatsby deletes stale HTML and CSS from public/ early in
 * its bootstrap when it has no cache, as in this copy, so this also proves the check runs before
 * that: in onPreInit.)
 */
import { spawnSync } from 'child_process'
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { type ContentFiles, REPO, makeContent } from '../fixtures/content'

/** Generated or installed, not part of the project: left out of the copy (node_modules is linked). */
const NOT_COPIED = new Set([
  'node_modules',
  'public',
  '.cache',
  '.git',
  'reports',
  'test-results',
  'playwright-report',
  'coverage',
  'content',
])

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

const TWO = 'content/products.json, entry 2 ("Powdered Okro Two")'

/** Two mistakes of different kinds, made at once: the build names both, then stops. */
const MISTAKES = [
  {
    mistake: 'a price written wrongly',
    change: (content: ContentFiles) => {
      content.products[1]!.price = 'GH 25'
    },
    damage: () => undefined,
    message: `${TWO}, field "price" must be GH followed by whole cedis, with no space, symbol, decimals or leading zero, e.g. "GH25" (it is "GH 25").`,
  },
  {
    mistake: 'a photo cut short',
    change: () => undefined,
    damage: (dir: string) => {
      const photo = path.join(dir, 'images/products/powdered-okro-two.jpg')
      const bytes = fs.readFileSync(photo)
      fs.writeFileSync(photo, bytes.subarray(0, bytes.length / 2))
    },
    message: `${TWO}, field "image" points to "images/products/powdered-okro-two.jpg", which is damaged or cut short (an upload or copy that did not finish?): it cannot be read as a photo ("VipsJpeg: premature end of JPEG image"). Export or save the photo again.`,
  },
]

// One build for both: a real build spends most of its time starting up, before it reaches the check.
it(`gatsby build stops on ${MISTAKES.map(({ mistake }) => mistake).join(' and ')}, with each validator message, and leaves public/ alone`, () => {
  const fixture = makeContent(
    content => {
      for (const { change } of MISTAKES) change(content)
    },
    { copyMedia: true },
  )
  for (const { damage } of MISTAKES) damage(fixture.dir)
  try {
    // The whole project, as plugins read their own files early (gatsby-plugin-manifest its icon).
    for (const entry of fs.readdirSync(REPO)) {
      if (NOT_COPIED.has(entry)) continue
      fs.cpSync(path.join(REPO, entry), path.join(fixture.root, entry), { recursive: true })
    }
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(fixture.root, 'node_modules'))
    const publicDir = path.join(fixture.root, 'public')
    for (const [file, text] of Object.entries(PREVIOUS_BUILD)) {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, file), text)
    }
    const before = snapshot(publicDir)

    // Without CONTENT_DIR: gatsby-config would build that folder instead of this copy's content/.
    const { NODE_ENV: _jestSetsTest, CONTENT_DIR: _otherContent, ...env } = process.env
    const build = spawnSync(path.join(REPO, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: fixture.root,
      env: { ...env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
      timeout: 110_000,
    })
    // eslint-disable-next-line no-control-regex
    const output = `${build.stdout}${build.stderr}`.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')

    expect(build.status).toBe(1)
    for (const { message } of MISTAKES) expect(output).toContain(`error ${message}`)
    expect(output).toContain(
      'content/ has 2 problems (listed above). Nothing was built and public/ was not changed: fix them, save, and run the command again.',
    )
    expect(output).not.toContain('Building production JavaScript')
    expect(snapshot(publicDir)).toEqual(before)
  } finally {
    fixture.remove()
  }
}, 120_000)

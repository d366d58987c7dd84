/**
 * @jest-environment node
 *
 * plugins/content-source as the data layer's way in to content, and while `gatsby develop` runs: a
 * content file's nodes come from its checked data; an edited file is checked again and its problems
 * reported, with the build's words, without stopping the server, and the site keeps its last good
 * content until the file is fixed and saved, and tells the browser tabs showing the site; files saved
 * together are checked once; a build never checks again after its first check.
 */
import { EventEmitter } from 'events'
import fs from 'fs'
import path from 'path'
import type { GatsbyNode, Node } from 'gatsby'
import constructError from 'gatsby-cli/lib/structured-errors/construct-error'
import { makeContent, readContent, type ContentFixture } from '../fixtures/content'
import { CONTENT_PROBLEMS_PATH } from '../../src/utils/content-problems'

type Plugin = typeof import('../../plugins/content-source/gatsby-node')
type CreateNodeArgs = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0]

const PRICE_PROBLEM = /^content\/products\.json, entry 2 \("Powdered Okro Two"\), field "price" must be /

/** The plugin as Gatsby loads it, fresh for each test: its develop switch is module state. */
function loadPlugin(): Plugin {
  let plugin: Plugin | undefined
  jest.isolateModules(() => {
    plugin = jest.requireActual<Plugin>('../../plugins/content-source/gatsby-node')
  })
  return plugin!
}

let fixture: ContentFixture
const reporter = {
  error: jest.fn(),
  warn: jest.fn(),
  success: jest.fn(),
  panic: jest.fn(),
  setErrorMap: jest.fn(),
}
const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() }
const fileNodes = new Map<string, Node>()

/** Gatsby's File node for a saved content file (its id stays the same across saves, as in Gatsby). */
function fileNode(relativePath: string): Node {
  const node = {
    id: `file ${relativePath}`,
    relativePath,
    sourceInstanceName: 'content',
    children: [],
    parent: null,
    internal: { type: 'File', contentDigest: String(Math.random()), owner: 'gatsby-source-filesystem' },
  } as unknown as Node
  fileNodes.set(node.id, node)
  return node
}

/** Gatsby calling onCreateNode for a content file just saved, and waiting for it as Gatsby does. */
async function fileSaved(plugin: Plugin, relativePath = 'products.json'): Promise<void> {
  const args = {
    node: fileNode(relativePath),
    reporter,
    actions,
    createNodeId: (seed: string) => `node(${seed})`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    getNode: (id: string) => fileNodes.get(id),
  } as unknown as CreateNodeArgs
  await plugin.onCreateNode!(args, { plugins: [], contentDir: fixture.dir }, () => undefined)
}

/** The data the last nodes for products.json hold, one object per product, as GraphQL would read them. */
function productsShown(): { name: unknown; price: unknown; jsonId: unknown }[] {
  const calls = actions.createNode.mock.calls.map(([node]) => node as Record<string, unknown>)
  const products = calls.filter(node => (node.internal as { type: string }).type === 'ProductsJson')
  const count = (readContent().products as unknown[]).length
  return products.slice(-count).map(({ name, price, jsonId }) => ({ name, price, jsonId }))
}

const writeProducts = (change: (products: Record<string, unknown>[]) => void): void => {
  const products = readContent().products as unknown as Record<string, unknown>[]
  change(products)
  fs.writeFileSync(path.join(fixture.dir, 'products.json'), `${JSON.stringify(products, null, 2)}\n`)
}

/** Each line reported as an error, as Gatsby prints it (a structured error's words are its context's). */
const errorLines = (mock: jest.Mock = reporter.error): string[] =>
  mock.mock.calls.map(([meta]) =>
    typeof meta === 'string' ? meta : (meta as { context: { sourceMessage: string } }).context.sourceMessage,
  )

/** A browser tab's request for the problems, and every event it has been sent. */
interface Tab {
  events: () => { problems: string[]; summary: string }[]
  response: { writeHead: jest.Mock; write: jest.Mock }
  close: () => void
}

/** Gatsby starting its development server: the plugin's route, and a tab that opens it. */
function developStarted(plugin: Plugin): { openTab: () => Tab; route: string } {
  const app = { get: jest.fn() }
  plugin.onCreateDevServer!({ app } as never, { plugins: [] }, () => undefined)
  const [route, handler] = app.get.mock.calls[0]! as [string, (request: unknown, response: unknown) => void]
  return {
    route,
    openTab: () => {
      const request = new EventEmitter()
      const response = { writeHead: jest.fn(), write: jest.fn() }
      handler(request, response)
      return {
        response,
        events: () =>
          response.write.mock.calls.map(([text]) => {
            expect(text).toMatch(/^data: .*\n\n$/)
            return JSON.parse((text as string).slice('data: '.length))
          }),
        close: () => request.emit('close'),
      }
    },
  }
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** Waits until the debounced check has reported (it decodes every photo: about a second). */
async function checked(mock: jest.Mock): Promise<void> {
  for (let waited = 0; mock.mock.calls.length === 0 && waited < 15_000; waited += 100) await sleep(100)
}

beforeEach(() => {
  for (const mock of [...Object.values(reporter), ...Object.values(actions)]) mock.mockClear()
  fileNodes.clear()
  fixture = makeContent(() => undefined, { copyMedia: true })
})

afterEach(() => fixture.remove())

it('makes its nodes through gatsby-transformer-json, from the checked data', async () => {
  const plugin = loadPlugin()
  await fileSaved(plugin, 'site.json')
  await fileSaved(plugin, 'products.json')
  const [site] = actions.createNode.mock.calls[0]! as [Record<string, unknown>]
  expect(site).toMatchObject({
    id: 'node(file site.json >>> JSON)',
    parent: 'file site.json',
    brand: readContent().site.brand,
    internal: { type: 'SiteJson' },
  })
  const [second] = actions.createNode.mock.calls[2]! as [Record<string, unknown>]
  expect(second).toMatchObject({
    id: 'node(file products.json [1] >>> JSON)',
    internal: { type: 'ProductsJson' },
  })
  expect(productsShown()).toEqual(
    (readContent().products as { id: unknown; name: unknown; price: unknown }[]).map(
      ({ id, name, price }) => ({
        name,
        price,
        jsonId: id,
      }),
    ),
  )
  expect(actions.createParentChildLink).toHaveBeenCalledTimes(actions.createNode.mock.calls.length)
})

it('reports a bad edit while gatsby develop runs, once for files saved together', async () => {
  const plugin = loadPlugin()
  developStarted(plugin)
  writeProducts(products => {
    products[1]!.price = 'GH 25'
  })
  await fileSaved(plugin)
  await fileSaved(plugin)
  await fileSaved(plugin)
  await checked(reporter.warn)
  await sleep(1_500)
  expect(errorLines()).toEqual([expect.stringMatching(PRICE_PROBLEM)])
  expect(reporter.warn).toHaveBeenCalledWith(
    'content/ has 1 problem (listed above). The site shows the content as it was before: fix it and save, and it shows your changes.',
  )
  expect(reporter.panic).not.toHaveBeenCalled()
})

it('keeps the last good content while a saved file has a mistake, and shows the fix once saved', async () => {
  const plugin = loadPlugin()
  await fileSaved(plugin)
  const before = productsShown()
  developStarted(plugin)

  // A comma deleted: the file cannot be read at all.
  const good = fs.readFileSync(path.join(fixture.dir, 'products.json'), 'utf8')
  fs.writeFileSync(path.join(fixture.dir, 'products.json'), good.replace(/,\n/, '\n'))
  const made = actions.createNode.mock.calls.length
  await fileSaved(plugin)
  // Made again (Gatsby dropped them with the changed file), from the last good data.
  expect(actions.createNode.mock.calls.length).toBe(made + before.length)
  expect(productsShown()).toEqual(before)
  await checked(reporter.warn)
  expect(errorLines()).toEqual([
    expect.stringMatching(
      /^content\/products\.json is not valid JSON at line \d+, column \d+: a comma is missing/,
    ),
  ])

  // Fixed, with a new price, and saved: the site shows it, and says so.
  reporter.warn.mockClear()
  writeProducts(products => {
    products[1]!.price = 'GH99'
  })
  await fileSaved(plugin)
  expect(productsShown()[1]!.price).toBe('GH99')
  await checked(reporter.success)
  expect(reporter.success).toHaveBeenCalledWith('content/ is fine again: the site shows your changes.')
  expect(reporter.warn).not.toHaveBeenCalled()
})

it('shows an entry once the photo it names arrives, saved after it', async () => {
  const plugin = loadPlugin()
  await fileSaved(plugin)
  developStarted(plugin)
  const photo = 'images/products/powdered-okro-two-new.jpg'
  writeProducts(products => {
    products[1]!.image = photo
  })
  await fileSaved(plugin)
  expect(productsShown()[1]!.name).toBe((readContent().products as { name: string }[])[1]!.name)
  await checked(reporter.warn)
  expect(errorLines()[0]).toContain(`which is not in the content folder`)

  fs.copyFileSync(
    path.join(fixture.dir, 'images/products/powdered-okro-two.jpg'),
    path.join(fixture.dir, photo),
  )
  await fileSaved(plugin, photo)
  await checked(reporter.success)
  // The transformer makes the fixed file's nodes a moment after the check has reported.
  await new Promise(resolve => setImmediate(resolve))
  const shown = actions.createNode.mock.calls.map(([node]) => node as { image?: string })
  expect(shown.at(-2)!.image).toBe(photo)
})

it('does not check an edit again in a build, which checked everything before it started', async () => {
  jest.useFakeTimers()
  try {
    const plugin = loadPlugin()
    await fileSaved(plugin)
    // Nothing is scheduled at all, so no check can report late, however slow the machine.
    expect(jest.getTimerCount()).toBe(0)
    developStarted(plugin)
    await fileSaved(plugin)
    expect(jest.getTimerCount()).toBe(1)
  } finally {
    jest.useRealTimers()
  }
})

it('stops a build whose content file changed after the check, with the check’s words', async () => {
  const plugin = loadPlugin()
  fs.writeFileSync(path.join(fixture.dir, 'products.json'), '')
  await fileSaved(plugin)
  expect(errorLines()).toEqual([
    'content/products.json is not valid JSON at line 1, column 1: the file is empty: put its content back (for example from Git, or from a copy).',
  ])
  expect(errorLines(reporter.panic)).toEqual([
    'content/ has 1 problem (listed above). Nothing was built and public/ was not changed: fix it, save, and run the command again.',
  ])
})

it('reports each problem as a structured error of its own, which Gatsby heads with its id, not "ERROR UNKNOWN"', async () => {
  const plugin = loadPlugin()
  developStarted(plugin)
  writeProducts(products => {
    products[1]!.price = 'GH 25'
  })
  await fileSaved(plugin)
  await checked(reporter.warn)
  // Gatsby's own step from what a plugin reports to what its terminal prints (the plugin's prefix aside).
  const errorMap = Object.assign({}, ...reporter.setErrorMap.mock.calls.map(([map]) => map as object))
  const printed = reporter.error.mock.calls.map(([details]) => constructError({ details }, errorMap))
  expect(printed).toEqual([
    expect.objectContaining({
      code: expect.any(String),
      type: 'PLUGIN',
      category: 'USER',
      level: 'ERROR',
      text: expect.stringMatching(PRICE_PROBLEM),
    }),
  ])
})

it('tells every browser tab showing the site the problems as they change, from none, to a mistake, to mended', async () => {
  const plugin = loadPlugin()
  await fileSaved(plugin)
  const { route, openTab } = developStarted(plugin)
  expect(route).toBe(CONTENT_PROBLEMS_PATH)
  const tab = openTab()
  // Server-sent events, which Gatsby's compression would otherwise hold back.
  expect(tab.response.writeHead).toHaveBeenCalledWith(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
  })
  expect(tab.events()).toEqual([{ problems: [], summary: '' }])

  writeProducts(products => {
    products[1]!.price = 'GH 25'
  })
  await fileSaved(plugin)
  await checked(reporter.warn)
  // A tab opened now is told at once what the others were told.
  const later = openTab()
  for (const events of [tab.events(), later.events()])
    expect(events.at(-1)).toEqual({
      problems: errorLines(),
      summary:
        'content/ has 1 problem (listed above). The site shows the content as it was before: fix it and save, and it shows your changes.',
    })
  expect(errorLines()).toEqual([expect.stringMatching(PRICE_PROBLEM)])

  later.close()
  writeProducts(products => {
    products[1]!.price = 'GH99'
  })
  await fileSaved(plugin)
  await checked(reporter.success)
  expect(tab.events().at(-1)).toEqual({ problems: [], summary: '' })
  expect(later.events()).toHaveLength(1)
})

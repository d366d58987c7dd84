/**
 * @jest-environment node
 *
 * plugins/content-checks while `gatsby develop` runs: an edited content file is checked again and
 * its problems reported without stopping the server; files saved together are checked once; a
 * build never checks again after its first check.
 */
import fs from 'fs'
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { REPO, makeContent, type ContentFixture } from '../fixtures/content'

type Plugin = typeof import('../../plugins/content-checks/gatsby-node')
type CreateNodeArgs = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0]

const PRICE_PROBLEM = /^content\/products\.json, entry 2 \("Powdered Okro Two"\), field "price" must be /

/** The plugin as Gatsby loads it, fresh for each test: its develop switch is module state. */
function loadPlugin(): Plugin {
  let plugin: Plugin | undefined
  jest.isolateModules(() => {
    plugin = jest.requireActual<Plugin>('../../plugins/content-checks/gatsby-node')
  })
  return plugin!
}

let fixture: ContentFixture
const reporter = { error: jest.fn() }

/** Gatsby's File node for an edited content file, with the plugin's options. */
function fileEdited(plugin: Plugin): void {
  const args = {
    node: { internal: { type: 'File' }, sourceInstanceName: 'content' },
    reporter,
  } as unknown as CreateNodeArgs
  void plugin.onCreateNode!(args, { plugins: [], contentDir: fixture.dir }, () => undefined)
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** Waits until the reporter has been called (the check decodes every photo: about a second). */
async function reported(): Promise<void> {
  for (let waited = 0; reporter.error.mock.calls.length === 0 && waited < 15_000; waited += 100)
    await sleep(100)
}

beforeEach(() => {
  reporter.error.mockClear()
  fixture = makeContent(content => {
    content.products[1]!.price = 'GH 25'
  })
  // The check reads the heading fonts from the site's folder, beside content/.
  for (const folder of ['src', 'static'])
    fs.symlinkSync(path.join(REPO, folder), path.join(fixture.root, folder))
})

afterEach(() => fixture.remove())

it('reports a bad edit while gatsby develop runs, once for files saved together', async () => {
  const plugin = loadPlugin()
  plugin.onCreateDevServer!({} as never, { plugins: [] }, () => undefined)
  fileEdited(plugin)
  fileEdited(plugin)
  fileEdited(plugin)
  await reported()
  await sleep(1_500)
  expect(reporter.error).toHaveBeenCalledTimes(1)
  expect(reporter.error.mock.calls[0]![0]).toMatch(PRICE_PROBLEM)
})

it('does not check an edit again in a build, which checked everything before it started', () => {
  jest.useFakeTimers()
  try {
    const plugin = loadPlugin()
    fileEdited(plugin)
    // Nothing is scheduled at all, so no check can report late, however slow the machine.
    expect(jest.getTimerCount()).toBe(0)
    plugin.onCreateDevServer!({} as never, { plugins: [] }, () => undefined)
    fileEdited(plugin)
    expect(jest.getTimerCount()).toBe(1)
  } finally {
    jest.useRealTimers()
  }
})

/**
 * @jest-environment node
 *
 * The first-load JavaScript budget of issue 4, checked on every build without Lighthouse: the
 * scripts Gatsby loads for a section page are the `app` entry plus the template's chunk group in
 * webpack.stats.json. The same limit as the benchmark's (scripts/budgets.json), so a dependency
 * that would break it fails `npm test` before Lighthouse runs. Chunks imported lazily
 * at run time are not in these groups: the benchmark measures what a visit really loads.
 * Also the page's first inline script (issue 27's dialog commands among it), which every page parses before its body.
 */
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import { compileInlineScript } from '../../plugins/inline-scripts/compile'
import budgets from '../../scripts/budgets.json'
import { publicPath, readPublic, readWebpackStats } from '../fixtures/public-files'

const stats = readWebpackStats()
const gzipBytes = (file: string) =>
  zlib.gzipSync(fs.readFileSync(publicPath(`/${file}`)), { level: 9 }).length
const TEMPLATES = ['component---src-templates-section-page-tsx', 'component---src-pages-404-tsx']

/** The scripts a first visit to a page of this template loads: the `app` entry's and the template's. */
const firstLoadScripts = (template: string): string[] => {
  const chunks = [...stats.assetsByChunkName['app']!, ...stats.assetsByChunkName[template]!]
  return [...new Set(chunks.filter(file => file.endsWith('.js')))]
}

it.each(TEMPLATES)('the scripts a first visit to %s loads stay within the budget (gzip)', template => {
  const scripts = firstLoadScripts(template)
  expect(scripts.length).toBeGreaterThanOrEqual(3)
  const sizes = scripts.map(file => ({ file, bytes: gzipBytes(file) }))
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0)
  if (total > budgets.maxJsTransferBytes) {
    // Name every script and its size, so the culprit is visible in the failure.
    const list = sizes.map(({ file, bytes }) => `  ${file}: ${(bytes / 1000).toFixed(1)} kB`).join('\n')
    throw new Error(
      `first-load JavaScript is ${(total / 1000).toFixed(1)} kB gzip, over ${budgets.maxJsTransferBytes / 1000} kB:\n${list}`,
    )
  }
  expect(total).toBeGreaterThan(0)
})

it.each(TEMPLATES)(
  "every script a first visit to %s loads asks V8 to compile it while it downloads, not on each function's first call",
  template => {
    for (const file of firstLoadScripts(template))
      expect([file, fs.readFileSync(publicPath(`/${file}`), 'utf8').split('\n', 1)[0]]).toEqual([
        file,
        '//# allFunctionsCalledOnLoad',
      ])
  },
)

/** The page's first inline script (address repair, dialog commands, order-tap beacon) and where it stands. */
function headScript(html: string): { body: string; beforeBody: boolean; beforeBundles: boolean } {
  const match = /<script>([\s\S]*?)<\/script>/.exec(html)
  if (!match || !match[1]!.includes('commandForElement'))
    throw new Error('no inline dialog-commands script first in the page')
  return {
    body: match[1]!,
    beforeBody: match.index < html.indexOf('<body'),
    beforeBundles: match.index < html.search(/<script[^>]*\ssrc=/),
  }
}

it.each(['/', '/product/', '/404.html'])(
  'the first inline script of %s, with the dialog commands, runs before the body and the bundles, within its budget (gzip)',
  route => {
    const { body, beforeBody, beforeBundles } = headScript(readPublic(route))
    expect({ beforeBody, beforeBundles }).toEqual({ beforeBody: true, beforeBundles: true })
    expect(zlib.gzipSync(body, { level: 9 }).length).toBeLessThanOrEqual(budgets.maxHeadScriptBytes)
  },
)

// A local build leaves the beacon out unless asked (GATSBY_EVENT_BEACON=1, as npm test's nginx build does): the budget
// holds for the larger script whatever this build's mode.
it('the first inline script with the order-tap beacon built in stays within its budget (gzip)', () => {
  const beacon = process.env.GATSBY_EVENT_BEACON
  process.env.GATSBY_EVENT_BEACON = '1'
  try {
    const { code } = compileInlineScript(path.join(__dirname, '../../src/inline-scripts/head.inline.ts'))
    expect(code).toContain('sendBeacon')
    expect(zlib.gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(budgets.maxHeadScriptBytes)
  } finally {
    if (beacon === undefined) delete process.env.GATSBY_EVENT_BEACON
    else process.env.GATSBY_EVENT_BEACON = beacon
  }
})

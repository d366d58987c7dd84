/** Visit and order counts through real nginx (docs/visit-counts.md); needs a GATSBY_EVENT_BEACON=1 build. */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { type Page, expect, test } from '@playwright/test'
import { builtContent } from '../../__tests__/fixtures/content'
import { readPublic } from '../../__tests__/fixtures/public-files'
import { nginxTestDir } from '../../scripts/lib/nginx-test-dir'
import { EVENT_ACTIONS, EVENT_SECTIONS } from '../../src/config/order-events'

const { site, products } = builtContent()
const LOGS = nginxTestDir(Number(process.env.NGINX_PORT ?? 9280))
const ROOT = path.resolve(__dirname, '../..')
// The logs keep no address or user agent, so only this spec's requests say tablet, and they run serially.
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1'
/** The test server listens on 127.0.0.1 only: every client has that address. */
const IP_ADDRESS = /\b\d{1,3}(?:\.\d{1,3}){3}\b|::1\b/

test.beforeAll(() => {
  // The beacon lives in the page's first inline script, so the page itself says whether it is in.
  if (!readPublic('/index.html').includes('sendBeacon'))
    throw new Error('public/ has no order-tap beacon: build it with GATSBY_EVENT_BEACON=1 npm run build')
})

test.use({ userAgent: TABLET, extraHTTPHeaders: { 'User-Agent': TABLET } })
// A limit on hanging, generous for a loaded machine: a test also waits for log lines, or runs the report.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const tabletLines = (log: string): string[] => {
  const file = path.join(LOGS, log)
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(line => / \d{3} tablet "/.test(line))
}

function linesFromNow(log: string): () => string[] {
  const before = tabletLines(log).length
  return () => tabletLines(log).slice(before)
}

/** The request part of event lines: "POST /e/call/2/dialog" 204. */
const requests = (lines: string[]): string[] =>
  lines.map(line => /"([^"]+)" (\d{3})/.exec(line)!.slice(1).join(' '))

async function openHome(page: Page): Promise<void> {
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('button', { name: 'Buy Now' }).first()).toBeVisible()
}

async function openDialog(page: Page, name: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })
    .getByRole('button', { name: 'Buy Now' })
    .click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Nothing else was written if a tap of our own, sent after the one under test, is the only new line. */
async function expectOnlyMarker(page: Page, events: () => string[]): Promise<void> {
  const marker = await page.request.post('/e?a=copy&s=footer')
  expect(marker.status()).toBe(204)
  await expect.poll(() => requests(events())).toEqual(['POST /e/copy/-/footer 204'])
}

test('tapping Call in a dialog writes exactly one event line: action, product, section, no address', async ({
  page,
}) => {
  const product = products[1] ?? products[0]!
  const events = linesFromNow('events.log')
  await openHome(page)
  const dialog = await openDialog(page, product.name)
  await expect.poll(() => requests(events())).toEqual([`POST /e/dialog/${product.id}/products 204`])
  await dialog.getByRole('link', { name: /to buy/i }).click()
  await expect
    .poll(() => requests(events()))
    .toEqual([`POST /e/dialog/${product.id}/products 204`, `POST /e/call/${product.id}/dialog 204`])
  const [line] = events().filter(entry => entry.includes('/e/call/'))
  expect(line).toMatch(/^- \[[^\]]+\] "POST \/e\/call\/\d+\/dialog" 204 tablet "-"$/)
  expect(line).not.toMatch(IP_ADDRESS)
})

test('a tap before the bundles arrive is counted, once', async ({ page }) => {
  const product = products[0]!
  // No bundle ever arrives: only the page's inline scripts run, as in the first seconds on a slow link.
  await page.route(/\.js$/, route => route.abort())
  const events = linesFromNow('events.log')
  await openHome(page)
  expect(await page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length)).toBe(0)
  await openDialog(page, product.name)
  await expect.poll(() => requests(events())).toEqual([`POST /e/dialog/${product.id}/products 204`])
  // Once: a marker tap sent after it is the only other line.
  expect((await page.request.post('/e?a=copy&s=footer')).status()).toBe(204)
  await expect
    .poll(() => requests(events()))
    .toEqual([`POST /e/dialog/${product.id}/products 204`, 'POST /e/copy/-/footer 204'])
})

test('with Global Privacy Control on, taps send nothing', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const sent: string[] = []
  page.on('request', request => {
    if (new URL(request.url()).pathname === '/e') sent.push(request.url())
  })
  const events = linesFromNow('events.log')
  await openHome(page)
  const dialog = await openDialog(page, products[0]!.name)
  await dialog.getByRole('link', { name: /to buy/i }).click()
  await expectOnlyMarker(page, events)
  expect(sent).toEqual([])
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('taps send nothing', async ({ page }) => {
    const events = linesFromNow('events.log')
    await page.goto('/')
    const dialog = await openDialog(page, products[0]!.name)
    await dialog.getByRole('link', { name: /to buy/i }).click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('banner').getByRole('link', { name: site.phone.display }).click()
    await expectOnlyMarker(page, events)
  })
})

test("every word of the beacon's vocabulary is accepted and logged as sent", async ({ request }) => {
  const actions = Object.keys(EVENT_ACTIONS)
  const sections = Object.keys(EVENT_SECTIONS)
  const taps = Array.from({ length: Math.max(actions.length, sections.length) }, (_, i) => ({
    a: actions[i % actions.length]!,
    p: i % 2 ? String(products[i % products.length]!.id) : '',
    s: sections[i % sections.length]!,
  }))
  const events = linesFromNow('events.log')
  for (const { a, p, s } of taps) {
    const url = `/e?a=${a}${p ? `&p=${p}` : ''}&s=${s}`
    expect((await request.post(url)).status(), url).toBe(204)
  }
  await expect
    .poll(() => requests(events()))
    .toEqual(taps.map(({ a, p, s }) => `POST /e/${a}/${p || '-'}/${s} 204`))
})

test('a hostile value is refused and counted, never written as given', async ({ request }) => {
  const events = linesFromNow('events.log')
  const hostile = [
    `/e?a=call&p=1&s=${encodeURIComponent('"><script>alert(1)</script>')}`,
    `/e?a=${encodeURIComponent('call" 204 phone "-"\n- [01/Jan/2026:00:00:00 +0000] "POST /e/call/1/dialog')}&s=header`,
    `/e?a=call&p=${'9'.repeat(40)}&s=header`,
    `/e?a=call&s=header&pad=${'A'.repeat(3000)}`,
  ]
  for (const url of hostile) expect((await request.post(url)).status(), url).toBe(400)
  expect((await request.get('/e?a=call&s=header')).status()).toBe(405)
  await expect.poll(() => events().length).toBe(hostile.length + 1)
  expect(requests(events())).toEqual([
    ...hostile.map(() => 'POST /e/refused/-/- 400'),
    'POST /e/refused/-/- 405',
  ])
  expect(events().join('\n')).not.toMatch(/script|alert|AAAA|9{7}|01\/Jan/)
})

test('a query with a field outside the allowed list is refused', async ({ request }) => {
  const events = linesFromNow('events.log')
  for (const url of [
    '/e?a=call&s=header&ref=instagram',
    '/e?a=call&s=header&ip=1.2.3.4',
    '/e?a=call&uid=42&s=header',
  ])
    expect((await request.post(url)).status(), url).toBe(400)
  await expect.poll(() => requests(events())).toEqual(Array(3).fill('POST /e/refused/-/- 400'))
})

test('the scripted visit shows in the report: the dialog and WhatsApp for the second product, the header call', async ({
  page,
  context,
}, testInfo) => {
  test.skip(products.length < 2, 'content/products.json has one product: this visit needs a second')
  test.skip(!site.whatsapp, 'content/site.json has no WhatsApp number')
  const product = products[1]!
  // WhatsApp opens in a new tab: answer it here, the test machine has no way out.
  await context.route('https://wa.me/**', route => route.fulfill({ status: 200, body: '' }))
  const visits = linesFromNow('access.log')
  const events = linesFromNow('events.log')

  await openHome(page)
  const dialog = await openDialog(page, product.name)
  const popup = context.waitForEvent('page')
  await dialog.getByRole('link', { name: /whatsapp/i }).click()
  await (await popup).close()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('banner').getByRole('link', { name: site.phone.display }).click()
  await expect.poll(() => events().length).toBe(3)

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-visit-'))
  fs.writeFileSync(path.join(dir, 'access.log'), `${visits().join('\n')}\n`)
  fs.writeFileSync(path.join(dir, 'events.log'), `${events().join('\n')}\n`)
  const report = testInfo.outputPath('visit-counts.html')
  const run = spawnSync(
    'npx',
    ['tsx', 'scripts/report.ts', '--out', report, path.join(dir, 'access.log'), path.join(dir, 'events.log')],
    { cwd: ROOT, encoding: 'utf8' },
  )
  fs.rmSync(dir, { recursive: true, force: true })
  expect(run.status, run.stderr).toBe(0)

  await page.goto(`file://${report}`)
  const perProduct = page.getByRole('table', { name: 'Per product' })
  // Opened, Calls, WhatsApp, Copies.
  await expect(perProduct.getByRole('row', { name: product.name }).getByRole('cell')).toHaveText([
    '1',
    '0',
    '1',
    '0',
  ])
  const elsewhere = page.getByRole('table', { name: 'Taps outside the product dialogs' })
  // Calls, WhatsApp, Copies.
  await expect(elsewhere.getByRole('row', { name: 'Header' }).getByRole('cell')).toHaveText(['1', '0', '0'])
  await expect(page.getByRole('table', { name: 'Visits per day' }).getByRole('row')).toHaveCount(2)
})

test('no log holds an address, a cookie, a user agent or a referrer beyond its host', async ({
  page,
  context,
}, testInfo) => {
  await context.addCookies([{ name: 'session', value: 'COOKIE-VALUE', url: testInfo.project.use.baseURL! }])
  const visits = linesFromNow('access.log')
  await page.goto('/about/', { referer: 'https://l.instagram.com/stories/drobonso/?igsh=SECRET-ID' })
  await expect.poll(() => visits()).toHaveLength(1)
  expect(visits()[0]).toMatch(/^- \[[^\]]+\] "GET \/about\/" 200 tablet "\/\/l\.instagram\.com"$/)
  for (const log of ['access.log', 'events.log']) {
    const text = fs.readFileSync(path.join(LOGS, log), 'utf8')
    expect(text, log).not.toMatch(IP_ADDRESS)
    expect(text, log).not.toMatch(/COOKIE-VALUE|SECRET-ID|Mozilla|iPad|HeadlessChrome/)
  }
})

/** `npm run report` on the fixture logs, read in Chromium as the farm reads it on a phone. */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import { expect, test } from '@playwright/test'
import { builtContent } from '../__tests__/fixtures/content'

const ROOT = path.resolve(__dirname, '..')
const FIXTURES = path.join(ROOT, '__tests__/fixtures/visit-logs')
const ACCESS = path.join(FIXTURES, 'drobonso-farms.access.log')
const EVENTS = path.join(FIXTURES, 'drobonso-farms.events.log')
const { products } = builtContent()

const lines = (file: string): string[] => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
/** How many fixture event lines are this tap. */
const taps = (action: string, product: string, section = '[a-z]+'): number =>
  lines(EVENTS).filter(line => new RegExp(`"POST /e/${action}/${product}/${section}" 204 `).test(line)).length

test('the report of the fixture logs shows their counts, per product, per place, per day and per site', async ({
  page,
}, testInfo) => {
  // The rotated, gzipped copy of a log is read too: the events come in that form here.
  const gzipped = testInfo.outputPath('drobonso-farms.events.log.1.gz')
  fs.writeFileSync(gzipped, zlib.gzipSync(fs.readFileSync(EVENTS)))
  const report = testInfo.outputPath('visit-counts.html')
  const run = spawnSync('npx', ['tsx', 'scripts/report.ts', '--out', report, ACCESS, gzipped], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`file://${report}`)

  const perProduct = page.getByRole('table', { name: 'Per product' })
  await expect(perProduct.getByRole('columnheader')).toHaveText([
    'Product',
    'Opened',
    'Calls',
    'WhatsApp',
    'Copies',
  ])
  await expect(perProduct.getByRole('rowheader')).toHaveText(products.map(product => product.name))
  for (const product of products) {
    const id = String(product.id)
    await expect(perProduct.getByRole('row', { name: product.name }).getByRole('cell')).toHaveText(
      ['dialog', 'call', 'whatsapp', 'copy'].map(action => String(taps(action, id))),
    )
  }

  const elsewhere = page.getByRole('table', { name: 'Taps outside the product dialogs' })
  await expect(elsewhere.getByRole('row', { name: 'Header' }).getByRole('cell')).toHaveText([
    String(taps('call', '-', 'header')),
    '0',
    '0',
  ])
  await expect(elsewhere.getByRole('row', { name: 'Phone menu' }).getByRole('cell')).toHaveText([
    String(taps('call', '-', 'menu')),
    '0',
    '0',
  ])

  // Visits per day, newest first: the fixture's page views by date.
  const perDay = new Map<string, number>()
  for (const line of lines(ACCESS)) {
    const day = /\[(\d\d)\/(\w{3})\/(\d{4})/.exec(line)!.slice(1).join(' ')
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  const days = page.getByRole('table', { name: 'Visits per day' })
  await expect(days.getByRole('rowheader')).toHaveCount(perDay.size)
  for (const [day, visits] of perDay) {
    const [date, month, year] = day.split(' ')
    await expect(
      days
        .getByRole('row', { name: new RegExp(`\\b${Number(date)} ${month} ${year}\\b`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(visits))
  }
  await expect(page.locator('[data-total="visits"]')).toHaveText(String(lines(ACCESS).length))

  // Referring sites by host; the rest came without one.
  const referrers = lines(ACCESS).map(line => /"\/\/([^"]+)"$/.exec(line)?.[1] ?? null)
  const sites = page.getByRole('table', { name: 'Where visitors came from' })
  for (const host of new Set(referrers.filter(Boolean))) {
    await expect(sites.getByRole('row', { name: host! }).getByRole('cell')).toHaveText(
      String(referrers.filter(found => found === host).length),
    )
  }
  await expect(sites.getByRole('row', { name: /no referrer/i }).getByRole('cell')).toHaveText(
    String(referrers.filter(found => found === null).length),
  )
  const refused = lines(EVENTS).filter(line => !/" 204 /.test(line)).length
  await expect(page.getByText(`${refused} requests to the counter were refused`)).toBeVisible()

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: testInfo.outputPath('visit-counts-375.png'), fullPage: true })
})

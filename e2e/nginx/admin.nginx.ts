/** The editor's own header block must repeat every header the site sends, since nginx does not inherit them. */
import fs from 'fs'
import path from 'path'
import { expect, test } from '@playwright/test'
import {
  ADMIN_HEADERS,
  ADMIN_POLICY,
  CACHE_CONTROL,
  SECURITY_HEADERS,
} from '../../plugins/security-headers/security-headers'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/system-tools'
import { recordCspViolations } from '../support/page-helpers'

const PUBLIC = path.resolve(__dirname, '../../public')
const EDITOR_HEADERS: Record<string, string> = {
  'Cache-Control': CACHE_CONTROL.revalidate,
  ...SECURITY_HEADERS,
  ...ADMIN_HEADERS,
}

test.describe('the content editor', () => {
  for (const url of ['/admin/', '/admin/cms.js', '/admin/decap-cms.js']) {
    test(`${url} has the editor's policy, opener rule and noindex, and every other header of the site`, async ({
      request,
    }) => {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      for (const [name, value] of Object.entries(EDITOR_HEADERS)) {
        expect.soft(headers[name.toLowerCase()], name).toBe(value)
      }
      // The build's precompressed copy, as for the site's files.
      expect(headers['content-encoding']).toBe('gzip')
    })
  }

  test("the site's pages keep the site's strict policy and opener rule", async ({ request }) => {
    for (const address of ['/', '/about/', '/no-such-page/']) {
      const headers = (await request.get(address)).headers()
      expect.soft(headers['content-security-policy'], address).not.toBe(ADMIN_POLICY)
      expect.soft(headers['content-security-policy'], address).not.toContain('unsafe-eval')
      expect.soft(headers['cross-origin-opener-policy'], address).toBe('same-origin')
      expect.soft(headers['x-robots-tag'], address).toBeUndefined()
    }
  })

  test("/admin redirects to /admin/, and the editor's source maps are not served", async ({ request }) => {
    const redirect = await request.get('/admin', { maxRedirects: 0 })
    expect(redirect.status()).toBe(301)
    expect(redirect.headers()['location']).toBe('/admin/')
    for (const map of ['/admin/cms.js.map', '/admin/decap-cms.js.map']) {
      expect(fs.existsSync(path.join(PUBLIC, map))).toBe(true)
      expect.soft((await request.get(map)).status(), map).toBe(404)
    }
  })
})

test('the editor starts under its policy in Chromium and offers the GitHub login, with no violation or error', async ({
  playwright,
  baseURL,
}) => {
  // A name, not 127.0.0.1: on its own addresses Decap first looks for a local backend, which the policy refuses.
  const host = 'drobonso-farms.example'
  const browser = await playwright.chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  })
  try {
    const page = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage()
    const violations = await recordCspViolations(page)
    const problems: string[] = []
    page.on('pageerror', error => problems.push(`uncaught: ${error.message}`))
    page.on('console', message => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })

    const response = await page.goto(`https://${host}:${new URL(baseURL!).port}/admin/`)
    expect(response?.headers()['content-security-policy']).toBe(ADMIN_POLICY)
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
    expect(violations).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await browser.close()
  }
})

/** deploy/nginx.conf with real requests over HTTPS, since only nginx shows which rule wins for a response. */
import fs from 'fs'
import tls from 'tls'
import path from 'path'
import { type APIResponse, expect, test } from '@playwright/test'
import { builtContent } from '../../__tests__/fixtures/content'
import {
  CACHE_CONTROL,
  HASHED_ASSET,
  SECURITY_HEADERS,
} from '../../plugins/security-headers/security-headers'

const { pages } = builtContent()

const PUBLIC = path.resolve(__dirname, '../../public')

/** Read from the build's include, so the test follows the policy rather than copying it. */
const POLICY = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
  fs.readFileSync(path.join(PUBLIC, '_csp.conf'), 'utf8'),
)![1]!

/** Built file names carry hashes, so each kind is found by pattern. */
function builtFile(pattern: RegExp, dir = ''): string {
  const files = fs
    .readdirSync(path.join(PUBLIC, dir), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && pattern.test(entry.name))
    .map(entry => path.relative(PUBLIC, path.join(entry.parentPath, entry.name)))
    .sort()
  if (!files[0]) throw new Error(`No file matching ${pattern} in public/${dir}: run "npm run build" first.`)
  return `/${files[0]}`
}

const expectSecurityHeaders = (response: APIResponse): void => {
  const headers = response.headers()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect.soft(headers[name.toLowerCase()], name).toBe(value)
  }
  expect.soft(headers['content-security-policy']).toBe(POLICY)
}

const RESOURCES: { name: string; url: string; type: string; cache: string; gzip: boolean }[] = [
  {
    name: 'an HTML page',
    url: '/',
    type: 'text/html; charset=utf-8',
    cache: CACHE_CONTROL.revalidate,
    gzip: true,
  },
  {
    name: 'a page-data file',
    url: '/page-data/index/page-data.json',
    type: 'application/json',
    cache: CACHE_CONTROL.revalidate,
    gzip: true,
  },
  {
    name: 'app-data.json',
    url: '/page-data/app-data.json',
    type: 'application/json',
    cache: CACHE_CONTROL.revalidate,
    gzip: false, // smaller than gzip_min_length: not worth compressing
  },
  {
    name: 'a hashed JS bundle',
    url: builtFile(/^app-[0-9a-f]{20}\.js$/),
    type: 'application/javascript; charset=utf-8',
    cache: CACHE_CONTROL.immutable,
    gzip: true,
  },
  {
    name: 'a hashed stylesheet',
    url: builtFile(/^styles\.[0-9a-f]{20}\.css$/),
    type: 'text/css',
    cache: CACHE_CONTROL.immutable,
    gzip: true,
  },
  {
    name: 'a JPEG image',
    url: builtFile(/\.jpg$/, 'static'),
    type: 'image/jpeg',
    cache: CACHE_CONTROL.immutable,
    gzip: false,
  },
  {
    name: 'an AVIF image',
    url: builtFile(/\.avif$/, 'static'),
    type: 'image/avif',
    cache: CACHE_CONTROL.immutable,
    gzip: false,
  },
  {
    name: 'the captions',
    url: builtFile(/\.vtt$/, 'static'),
    type: 'text/vtt',
    cache: CACHE_CONTROL.immutable,
    gzip: true, // text, and above nginx's gzip_min_length
  },
  {
    name: 'the web app manifest',
    url: '/manifest.webmanifest',
    type: 'application/manifest+json',
    cache: CACHE_CONTROL.revalidate,
    gzip: true,
  },
  {
    name: 'the SVG favicon',
    url: '/favicon.svg',
    type: 'image/svg+xml',
    cache: CACHE_CONTROL.revalidate,
    gzip: true,
  },
  {
    name: 'a font',
    url: builtFile(/\.woff2$/, 'static'),
    type: 'font/woff2',
    cache: CACHE_CONTROL.immutable,
    gzip: false,
  },
]

test.describe('every kind of response', () => {
  for (const resource of RESOURCES) {
    test(`${resource.name} (${resource.url}) has its type, cache rule, compression and security headers`, async ({
      request,
    }) => {
      const response = await request.get(resource.url, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['content-type']).toBe(resource.type)
      expect(headers['cache-control']).toBe(resource.cache)
      expect(headers['content-encoding']).toBe(resource.gzip ? 'gzip' : undefined)
      if (resource.gzip) {
        expect(headers['vary']).toBe('Accept-Encoding')
        // gzip_static sends the build's .gz as it is: a known length, and exactly its bytes.
        const precompressed = path.join(
          PUBLIC,
          `${new URL(resource.url, 'https://x').pathname.replace(/\/$/, '/index.html')}.gz`,
        )
        expect(headers['content-length']).toBe(String(fs.statSync(precompressed).size))
      }
      expectSecurityHeaders(response)
    })
  }

  test("a browser that accepts Brotli gets the build's .br copy as it is", async ({ request }) => {
    for (const url of ['/', builtFile(/^app-[0-9a-f]+\.js$/)]) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(response.headers()['content-encoding'], url).toBe('br')
      const precompressed = path.join(PUBLIC, `${url.replace(/\/$/, '/index.html')}.br`)
      expect(response.headers()['content-length'], url).toBe(String(fs.statSync(precompressed).size))
    }
  })

  test('all hashed bundles at the root are cached for a year, the rest revalidated', async ({ request }) => {
    const rootFiles = fs.readdirSync(PUBLIC).filter(name => /\.(js|css|json)$/.test(name))
    expect(rootFiles.filter(name => HASHED_ASSET.test(name)).length).toBeGreaterThan(3)
    for (const name of rootFiles) {
      const response = await request.get(`/${name}`)
      expect
        .soft(response.headers()['cache-control'], name)
        .toBe(HASHED_ASSET.test(name) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate)
    }
  })

  test('video supports range requests, so visitors can seek', async ({ request }) => {
    const response = await request.get(builtFile(/\.webm$/, 'static'), { headers: { Range: 'bytes=0-99' } })
    expect(response.status()).toBe(206)
    expect(response.headers()['content-type']).toBe('video/webm')
    expect(response.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect((await response.body()).length).toBe(100)
  })
})

test.describe('errors and redirects', () => {
  test('an unknown path gets the branded 404 page with a 404 status', async ({ request }) => {
    const response = await request.get('/no-such-page/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(await response.text()).toContain('Page not found')
    expectSecurityHeaders(response)
  })

  test('a folder without a page is a 404 too, not "403 Forbidden"', async ({ request }) => {
    const response = await request.get('/static/')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })

  test('the 404 page answers 404 at its own addresses, /404/ and /404.html', async ({ request }) => {
    for (const address of ['/404/', '/404.html']) {
      const response = await request.get(address)
      expect.soft(response.status(), address).toBe(404)
      expect.soft(await response.text(), address).toContain('Page not found')
    }
  })

  // The .map rule itself is tested on the editor's maps, the only ones built (admin.nginx.ts).
  test('no source map is built for visitors, and build manifests are not served', async ({ request }) => {
    const maps = (fs.readdirSync(PUBLIC, { recursive: true }) as string[]).filter(file =>
      file.endsWith('.map'),
    )
    expect(maps.filter(file => !file.startsWith(`admin${path.sep}`))).toEqual([])
    // The build compresses webpack.stats.json like any JSON file, so its .gz and .br are there to ask for too.
    const manifests = ['/webpack.stats.json', '/chunk-map.json'].flatMap(file =>
      ['', '.gz', '.br'].map(suffix => file + suffix).filter(file => fs.existsSync(path.join(PUBLIC, file))),
    )
    expect(manifests).toEqual(
      expect.arrayContaining(['/webpack.stats.json', '/chunk-map.json', '/webpack.stats.json.gz']),
    )
    for (const file of manifests) expect.soft((await request.get(file)).status(), file).toBe(404)
  })

  test("the build's header files are not served", async ({ request }) => {
    for (const file of ['/_csp.conf', '/_security-headers.conf', '/_admin-headers.conf', '/_headers']) {
      expect.soft((await request.get(file)).status(), file).toBe(404)
    }
  })

  for (const page of pages.filter(page => page.path !== '/')) {
    const withoutSlash = page.path.replace(/\/$/, '')
    test(`${withoutSlash} redirects to ${page.path} (trailingSlash: 'always'), keeping the query`, async ({
      request,
    }) => {
      const response = await request.get(`${withoutSlash}?from=ad`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers()['location']).toBe(`${page.path}?from=ad`)
      expectSecurityHeaders(response)

      const target = await request.get(page.path)
      expect(target.status()).toBe(200)
      expect(await target.text()).toContain(`<title data-gatsby-head="true">`)
    })
  }
})

test.describe('HTTPS', () => {
  test('plain HTTP answers every path with a redirect to the same path over HTTPS', async ({
    request,
    baseURL,
  }) => {
    const secure = new URL(baseURL!)
    const http = `http://127.0.0.1:${Number(secure.port) + 1}`
    for (const address of ['/', '/about/?from=ad', '/no-such-page/']) {
      const response = await request.get(`${http}${address}`, { maxRedirects: 0 })
      expect.soft(response.status(), address).toBe(301)
      expect.soft(response.headers()['location'], address).toBe(`https://127.0.0.1:${secure.port}${address}`)
    }
  })

  test('every HTTPS response tells browsers to use HTTPS only (HSTS)', async ({ request }) => {
    for (const address of ['/', '/no-such-page/', builtFile(/^app-[0-9a-f]{20}\.js$/)]) {
      expect
        .soft((await request.get(address)).headers()['strict-transport-security'], address)
        .toBe(SECURITY_HEADERS['Strict-Transport-Security'])
    }
  })

  test('pages load over HTTP/2 in Chromium', async ({ page }) => {
    await page.goto('/')
    const protocol = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    )
    expect(protocol).toBe('h2')
  })

  test('TLS 1.2 and 1.3 are accepted, TLS 1.1 is refused', async ({ baseURL }) => {
    const { port } = new URL(baseURL!)
    const handshake = (version: tls.SecureVersion): Promise<string> =>
      new Promise(resolve => {
        const socket = tls.connect(
          {
            host: '127.0.0.1',
            port: Number(port),
            minVersion: version,
            maxVersion: version,
            rejectUnauthorized: false,
          },
          () => {
            resolve(socket.getProtocol() ?? 'none')
            socket.end()
          },
        )
        socket.on('error', () => resolve('refused'))
      })
    expect(await handshake('TLSv1.3')).toBe('TLSv1.3')
    expect(await handshake('TLSv1.2')).toBe('TLSv1.2')
    expect(await handshake('TLSv1.1')).toBe('refused')
  })
})

/** Lighthouse CI for scripts/bench.ts; CI runs only `/`, as the other routes are the same page at a section. */
const pages = require('../content/pages.json')
const budgets = require('./budgets.json')

const origin = process.env.BENCH_ORIGIN ?? 'https://127.0.0.1:9380'
const ci = process.env.BENCH_MODE === 'ci'
const routes = pages.map(page => `${origin}${page.path}`)
const floors = pages.map(page => `${origin}/__bench/floor${page.path}`)

/** What holds on any machine, so it may fail CI. */
const machineIndependent = {
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'categories:seo': ['error', { minScore: 1 }],
  'resource-summary:script:size': ['error', { maxNumericValue: budgets.maxJsTransferBytes }],
  'resource-summary:total:size': ['error', { maxNumericValue: budgets.maxTotalTransferBytes }],
  'resource-summary:total:count': ['error', { maxNumericValue: budgets.maxRequests }],
  'resource-summary:media:count': ['error', { maxNumericValue: 0 }],
  'prioritize-lcp-image': ['error', { maxLength: 0 }],
  'lcp-lazy-loaded': ['error', { minScore: 1 }],
  'lcp-discovery-insight': ['error', { minScore: 1 }],
}

/** Warnings only: a shared machine varies timings by tens of percent. */
const timings = {
  'largest-contentful-paint': ['warn', { maxNumericValue: budgets.maxLcpMs, aggregationMethod: 'median' }],
  'total-blocking-time': ['warn', { maxNumericValue: budgets.maxTbtMs, aggregationMethod: 'median' }],
  'cumulative-layout-shift': ['warn', { maxNumericValue: budgets.maxCls, aggregationMethod: 'median' }],
}

module.exports = {
  ci: {
    collect: {
      url: ci ? [`${origin}/`] : [...routes, ...floors],
      numberOfRuns: ci ? 1 : Number(process.env.BENCH_RUNS ?? 3),
      chromePath: process.env.CHROME_PATH,
      settings: {
        throttlingMethod: ci ? 'provided' : (process.env.BENCH_THROTTLING ?? 'simulate'),
        chromeFlags:
          '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --ignore-certificate-errors',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The test certificate is self-signed; HTTPS itself is checked by the nginx suite.
        skipAudits: ['is-on-https', 'redirects-http'],
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^${origin.replace(/[.]/g, '\\.')}/(?!__bench/)`,
          aggregationMethod: 'median-run',
          assertions: ci ? machineIndependent : { ...machineIndependent, ...timings },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'reports/lighthouse' },
  },
}

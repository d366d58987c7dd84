import { defineConfig } from '@playwright/test'
import { sharedSuiteConfig } from './e2e/support/suite-config'

const PORT = Number(process.env.NGINX_PORT ?? 9280)
const shared = sharedSuiteConfig(PORT)

/** public/ through real nginx with deploy/nginx.conf; `*.nginx.ts` keeps its specs out of the main suite. */
export default defineConfig({
  testDir: 'e2e/nginx',
  testMatch: '*.nginx.ts',
  outputDir: 'test-results/nginx',
  ...shared,
  // HTTPS as deployed, with the certificate the test server makes for this run.
  use: { ...shared.use, baseURL: `https://127.0.0.1:${PORT}`, ignoreHTTPSErrors: true },
  projects: [{ name: 'chromium-nginx' }],
  webServer: {
    command: 'npx tsx scripts/lib/nginx-test-server.ts',
    url: `https://127.0.0.1:${PORT}/`,
    ignoreHTTPSErrors: true,
    // Never reuse: whatever else listens there is not the shipped configuration.
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NGINX_PORT: String(PORT) },
  },
})

import { defineConfig } from '@playwright/test'
import { sharedSuiteConfig } from './e2e/support/suite-config'

const PORT = Number(process.env.E2E_PORT ?? 9000)

/** The browser suite runs against the production build, served the way `npm run serve` does. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  ...sharedSuiteConfig(PORT),
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
})

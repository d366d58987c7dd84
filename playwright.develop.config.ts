import { defineConfig } from '@playwright/test'
import { sharedSuiteConfig } from './e2e/support/suite-config'
import { DEVELOP_PORT } from './e2e/support/develop-server'

const shared = sharedSuiteConfig(DEVELOP_PORT)

/** `npm start` in Chromium; the spec starts and stops the server itself, as `*.develop.ts` keeps it out of the main suite. */
export default defineConfig({
  ...shared,
  testDir: 'e2e/develop',
  testMatch: '*.develop.ts',
  outputDir: 'test-results/develop',
  // One development server, which the tests share in turn.
  fullyParallel: false,
  workers: 1,
  projects: [{ name: 'chromium-develop' }],
})

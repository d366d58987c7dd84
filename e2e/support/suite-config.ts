import type { PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/system-tools'

/** Shared by the main, the nginx and the develop suite, each of which adds its own tests and server. */
export const sharedSuiteConfig = (port: number): PlaywrightTestConfig => ({
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A limit on hanging, not on speed: a test walks one page through several states or sizes.
  timeout: 60_000,
  // A limit on waiting for a state, not a timing check: generous for a loaded CI machine.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // Costly in CI, where a failure still leaves its error context (docs/testing.md).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
})

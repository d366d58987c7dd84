import type { PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/system-tools'

/**
 * What both browser suites share (the main one against `gatsby serve`, and the nginx one): the
 * Chromium found on this machine, two workers, the timeouts and a desktop viewport. Each config
 * adds its own tests and server.
 */
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
    // Recording a trace of every test costs CI about a third of the suite's time; a failure there
    // still leaves its error context, and a local run keeps the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
})

import type { PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/find-chromium'

/**
 * What both browser suites share (the main one against `gatsby serve`, and the nginx one): the
 * Chromium found on this machine, two workers, the timeouts, a desktop viewport, and a JSON report
 * that scripts/test-summary.ts adds up. Each config adds its own tests, server and report name.
 */
export const sharedSuiteConfig = (port: number, reportName: string): PlaywrightTestConfig => ({
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: `reports/${reportName}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
})

import { defineConfig } from '@playwright/test'
import type { EngineOptions } from './e2e/engines/engine-test'

const PORT = Number(process.env.SITE_PORT ?? 9400)

/** Firefox, WebKitGTK and Chromium 110 (docs/testing.md): one browser per worker, each engine's cases in turn. */
export default defineConfig<EngineOptions>({
  testDir: 'e2e/engines',
  testMatch: '*.engines.ts',
  outputDir: 'test-results/engines',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A limit on hanging, not on speed: each case walks one page through every state in turn.
  timeout: 90_000,
  // A limit on waiting for a state, not a timing check: generous for a loaded CI machine.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
    { name: 'chromium110', use: { engineName: 'chromium110' } },
  ],
  webServer: {
    command: 'npx tsx e2e/support/site-server.ts',
    url: `http://127.0.0.1:${PORT}/`,
    // Never reuse: another server there would not hold back or switch off the scripts.
    reuseExistingServer: false,
    timeout: 30_000,
    env: { SITE_PORT: String(PORT) },
  },
})

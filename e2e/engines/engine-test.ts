import { test as base } from '@playwright/test'
import type { EngineName, EnginePage } from '../support/engines/engine-page'
import { launchFirefox } from '../support/engines/firefox-page'
import { launchWebKit } from '../support/engines/webkit-page'
import { launchChromium110 } from '../support/engines/chromium110-page'
import { SitePage } from '../support/engines/site-page'

export interface EngineOptions {
  engineName: EngineName
}

const LAUNCHERS: Record<EngineName, () => Promise<EnginePage>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
  chromium110: launchChromium110,
}

/** One browser per worker, since starting Firefox takes seconds; each test opens its page afresh. */
export const test = base.extend<{ site: SitePage }, EngineOptions & { engine: EnginePage }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = await LAUNCHERS[engineName]()
      await provide(engine)
      await engine.close()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // `provide`, not `use`: the React hooks lint rule takes a call of `use` in `site` for a hook.
  site: async ({ engine, baseURL }, provide) => provide(new SitePage(engine, baseURL!)),
})

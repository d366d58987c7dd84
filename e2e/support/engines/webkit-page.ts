/** Safari's engine as Debian ships it, since Playwright's patched WebKit is a download it cannot make here. */
import { spawn } from 'child_process'
import fs from 'fs'
import net from 'net'
import os from 'os'
import path from 'path'
import { findMiniBrowser, findWebKitWebDriver, findXvfbRun } from './find-engines'
import { type EnginePage, type PageFunction, type Size, waitFor } from './engine-page'
import { WebDriverCommandError, driverReady, newSession } from './webdriver-client'

const KEYS = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' } as const

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

/** MiniBrowser's toolbar keeps its window too wide for a phone; the web view itself is not GTK-styled. */
const NARROW_TOOLBAR_CSS =
  '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n'

function narrowToolbarConfig(): string {
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'drobonso-minibrowser-'))
  fs.mkdirSync(path.join(config, 'gtk-3.0'))
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS)
  return config
}

export async function launchWebKit(): Promise<EnginePage> {
  const port = await freePort()
  const config = narrowToolbarConfig()
  // Its own process group, so closing ends xvfb-run, Xvfb, the driver and MiniBrowser together.
  const driver = spawn(
    findXvfbRun(),
    ['-a', '-s', '-screen 0 1600x1200x24', findWebKitWebDriver(), `--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
      // Saying there is no session bus spares WebKit trying to start one before the first page.
      env: { ...process.env, XDG_CONFIG_HOME: config, DBUS_SESSION_BUS_ADDRESS: 'disabled:' },
    },
  )
  const stopDriver = (): void => {
    process.off('exit', stopDriver)
    if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM')
    fs.rmSync(config, { recursive: true, force: true })
  }
  // Detached, the group would outlive a worker that exits without its teardown.
  process.on('exit', stopDriver)
  const driverUrl = `http://127.0.0.1:${port}`
  try {
    await waitFor('WebKitWebDriver to listen', () => driverReady(driverUrl), 30_000)
    const session = await newSession(driverUrl, {
      'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
      // Alerts stay open for nextAlert to read, instead of being dismissed.
      unhandledPromptBehavior: 'ignore',
    })
    const { command } = session
    /** MiniBrowser's toolbar, learnt on the first resize. */
    let frame = { width: 0, height: 0 }

    const evaluate = <Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args) =>
      command<Result>('POST', '/execute/sync', {
        script: `return (${fn.toString()}).apply(null, arguments)`,
        args,
      })

    const keys = (values: string[]) =>
      command('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: values.flatMap(value => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          },
        ],
      })

    return {
      engine: 'webkit',
      open: async url => void (await command('POST', '/url', { url })),
      async setViewport({ width, height }: Size) {
        const viewport = () => evaluate(() => [window.innerWidth, window.innerHeight])
        for (let attempt = 0; ; attempt++) {
          const [innerWidth, innerHeight] = await viewport()
          if (innerWidth === width && innerHeight === height) return
          if (attempt === 4) throw new Error(`MiniBrowser would not show a ${width}×${height} viewport`)
          if (attempt > 0)
            frame = {
              width: Math.max(0, frame.width + width - innerWidth!),
              height: Math.max(0, frame.height + height - innerHeight!),
            }
          await command('POST', '/window/rect', { width: width + frame.width, height: height + frame.height })
          // GTK may resize after the command returns, so measure once the viewport has left its old size.
          await waitFor(
            'the window to resize',
            async () => {
              const [nowWidth, nowHeight] = await viewport()
              return nowWidth !== innerWidth || nowHeight !== innerHeight ? true : undefined
            },
            2_000,
          ).catch(() => undefined)
        }
      },
      evaluate,
      async clickAt(x, y) {
        await command('POST', '/actions', {
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ],
        })
      },
      press: async key => void (await keys([KEYS[key]])),
      type: async text => void (await keys([...text])),
      async nextAlert() {
        const message = await waitFor('an alert', async () => {
          try {
            return await command<string>('GET', '/alert/text')
          } catch (error) {
            if (error instanceof WebDriverCommandError && error.code === 'no such alert') return undefined
            throw error
          }
        })
        await command('POST', '/alert/accept')
        return message
      },
      async close() {
        await session.end().catch(() => undefined)
        stopDriver()
      },
    }
  } catch (error) {
    stopDriver()
    throw error
  }
}

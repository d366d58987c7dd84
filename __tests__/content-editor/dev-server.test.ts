/**
 * @jest-environment node
 *
 * /admin/ under the development server: served by `npm start` and `npm run cms` alike, but announced
 * ("Decap CMS is running at …", the line the farm waits for) only by `npm run cms`, which starts the
 * local backend the editor saves through.
 */
import type { GatsbyNode } from 'gatsby'
import { onCreateDevServer } from '../../plugins/content-editor/gatsby-node'
import { LOCAL_EDITOR_ENV } from '../../plugins/content-editor/local-backend'

const program = { directory: '/site', host: '127.0.0.1', port: 8000 }

/** Gatsby starting its development server, with the editor's variable as `env` sets it. */
function developStarted(env: string | undefined): { routes: string[] } {
  const app = { get: jest.fn() }
  const args = { app, store: { getState: () => ({ program }) }, reporter: { info: jest.fn() } }
  if (env === undefined) delete process.env[LOCAL_EDITOR_ENV]
  else process.env[LOCAL_EDITOR_ENV] = env
  ;(onCreateDevServer as NonNullable<GatsbyNode['onCreateDevServer']>)(
    args as never,
    { plugins: [] },
    () => undefined,
  )
  return { routes: app.get.mock.calls.map(([route]) => route as string) }
}

let fetch: jest.SpyInstance

beforeEach(() => {
  // The announcement polls /admin/ until it answers; nothing listens here, so it never would.
  fetch = jest.spyOn(global, 'fetch').mockImplementation(() => new Promise(() => undefined))
})

afterEach(() => {
  fetch.mockRestore()
  delete process.env[LOCAL_EDITOR_ENV]
})

it('npm start serves /admin/ without announcing an editor whose backend only npm run cms starts', () => {
  expect(developStarted(undefined).routes).toEqual(['/admin/'])
  expect(fetch).not.toHaveBeenCalled()
})

it('npm run cms announces it, once the page answers', () => {
  expect(developStarted('1').routes).toEqual(['/admin/'])
  expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8000/admin/')
})

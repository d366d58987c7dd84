/**
 * @jest-environment node
 *
 * The editor talks to a local backend on another port only when opened on this computer, and only a
 * port number can be given: a link cannot point it at another server.
 */
import { localBackend, siteLinks } from '../../plugins/content-editor/local-backend'

describe('localBackend', () => {
  it("is Decap's default (port 8081) unless a port is given", () => {
    expect(localBackend({ hostname: 'localhost', search: '' })).toBe(true)
  })

  it('points at the given port on this computer', () => {
    expect(localBackend({ hostname: '127.0.0.1', search: '?local-backend-port=8123' })).toEqual({
      url: 'http://127.0.0.1:8123/api/v1',
    })
    expect(localBackend({ hostname: 'localhost', search: '?local-backend-port=45000' })).toEqual({
      url: 'http://localhost:45000/api/v1',
    })
  })

  it.each([
    ['drobonso-farms.example', '?local-backend-port=8123'],
    ['127.0.0.1', '?local-backend-port=evil.example'],
    ['127.0.0.1', '?local-backend-port=8123@evil.example'],
    ['127.0.0.1', '?local-backend-port=8123/../x'],
    ['127.0.0.1', '?local-backend-port=0'],
    ['127.0.0.1', '?local-backend-port=123456'],
  ])('ignores the parameter on %s with %s', (hostname, search) => {
    expect(localBackend({ hostname, search })).toBe(true)
  })
})

describe('siteLinks', () => {
  it('points "View Live" at the development server when the editor runs on this computer', () => {
    expect(siteLinks({ hostname: 'localhost', origin: 'http://localhost:8000' })).toEqual({
      site_url: 'http://localhost:8000',
      display_url: 'http://localhost:8000',
    })
  })

  it('keeps the deployed address online', () => {
    expect(siteLinks({ hostname: 'www.drobonsofarms.com', origin: 'https://www.drobonsofarms.com' })).toEqual(
      {},
    )
  })
})

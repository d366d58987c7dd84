import type { EditorConfig } from './editor-config'

const LOOPBACK = ['localhost', '127.0.0.1']

/**
 * Decap's local backend (`npm run cms`) listens on port 8081. A page opened on this computer with
 * ?local-backend-port=<port> talks to the server on that port instead: the end-to-end tests start
 * their own, on a copy of content/. Only a port number is read, and Decap itself ignores the local
 * backend on any host other than this computer, so a link cannot point the editor elsewhere.
 */
export function localBackend(location: Pick<Location, 'hostname' | 'search'>): EditorConfig['local_backend'] {
  const port = new URLSearchParams(location.search).get('local-backend-port')
  if (!port || !/^[1-9]\d{0,4}$/.test(port) || !LOOPBACK.includes(location.hostname)) return true
  return { url: `http://${location.hostname}:${port}/api/v1` }
}

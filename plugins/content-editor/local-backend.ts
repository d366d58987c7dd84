import type { CmsConfig } from 'decap-cms-core'

/** Set by `npm run cms` (scripts/cms.ts) for the development server it starts beside the local backend. */
export const LOCAL_EDITOR_ENV = 'CMS_LOCAL_EDITOR'

const LOOPBACK = ['localhost', '127.0.0.1']

/** On this computer the site is the development server beside the editor, so "View Live" opens it, not the deployed address. */
export function siteLinks(
  location: Pick<Location, 'hostname' | 'origin'>,
): Pick<CmsConfig, 'site_url' | 'display_url'> {
  return LOOPBACK.includes(location.hostname)
    ? { site_url: location.origin, display_url: location.origin }
    : {}
}

/** Only a port is read and Decap ignores it off this computer, so a link cannot redirect the editor. */
export function localBackend(location: Pick<Location, 'hostname' | 'search'>): CmsConfig['local_backend'] {
  const port = new URLSearchParams(location.search).get('local-backend-port')
  if (!port || !/^[1-9]\d{0,4}$/.test(port) || !LOOPBACK.includes(location.hostname)) return true
  return { url: `http://${location.hostname}:${port}/api/v1` }
}

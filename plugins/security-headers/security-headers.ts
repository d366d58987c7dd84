/** The response headers the deployed site sends; docs/deploying.md says what each is for. */

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
} as const

export const CACHE_CONTROL = {
  revalidate: 'public, max-age=0, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
} as const

/** Content-hashed bundles at the root of public/, e.g. app-<hash>.js and styles.<hash>.css. */
export const HASHED_ASSET = /^[^/]+[-.][0-9a-f]{20}\.(js|css)$/

export const ADMIN_PATH = '/admin/'

/** Decap CMS needs eval, inline styles, GitHub's API and blob: previews, which the site's policy forbids. */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "media-src 'self' blob:",
  "connect-src 'self' https://api.github.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const ADMIN_HEADERS = {
  'Content-Security-Policy': ADMIN_POLICY,
  // The GitHub login hands its token back from a popup through window.opener, which 'same-origin' cuts.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

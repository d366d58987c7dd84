/**
 * The response headers the deployed site sends, defined once. deploy/nginx.conf writes the same
 * values out (a Jest test keeps the two in step), the post-build step copies them into
 * public/_headers for Netlify or Cloudflare Pages, and the nginx suite checks real responses
 * against them.
 */

/** Sent with every response. The Content-Security-Policy is built per build: see csp.ts. */
export const SECURITY_HEADERS = {
  // Browsers must not guess a type other than the one sent (a text file run as a script).
  'X-Content-Type-Options': 'nosniff',
  // Other sites learn the origin a visitor came from, never the page.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these; a script injected some day could not either.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  // No framing (clickjacking); frame-ancestors 'none' in the CSP says the same to newer browsers.
  'X-Frame-Options': 'DENY',
  // A page opened from the site (the social links) cannot reach back into it.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Other sites cannot embed the site's files (images, scripts, the film) in their pages.
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Browsers use HTTPS only, for two years, even when a link or a typed address says http://.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
} as const

/** Gatsby's caching rules (docs/docs/how-to/previews-deploys-hosting/caching.md). */
export const CACHE_CONTROL = {
  /** HTML, page-data/*, app-data.json and anything not content-hashed: always ask the server. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** /static/* and the content-hashed JS and CSS at the root: a new build gives new names. */
  immutable: 'public, max-age=31536000, immutable',
} as const

/**
 * Content-hashed bundles at the root of public/: app-<hash>.js, 983008ed-<hash>.js,
 * styles.<hash>.css. deploy/nginx.conf uses the same pattern.
 */
export const HASHED_ASSET = /^[^/]+[-.][0-9a-f]{20}\.(js|css)$/

/** The content editor's pages (plugins/content-editor) live under this path. */
export const ADMIN_PATH = '/admin/'

/**
 * The content editor's Content-Security-Policy. Decap CMS needs what the site's policy forbids:
 * 'unsafe-eval' (it compiles its configuration checks with new Function), inline styles (its
 * CSS-in-JS adds <style> elements as it renders), GitHub's API and avatars once logged in, and blob:
 * images (an upload is shown before it is published). Scripts still come from the site only.
 */
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

/** What the editor's pages send instead of, or besides, SECURITY_HEADERS. */
export const ADMIN_HEADERS = {
  'Content-Security-Policy': ADMIN_POLICY,
  // The GitHub login opens Netlify's sign-in page in a popup, which hands the token back through
  // window.opener; 'same-origin' would cut that link.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  // Kept out of search results (its HTML says robots "none" too).
  'X-Robots-Tag': 'noindex, nofollow',
} as const

/**
 * Brand values that are needed outside CSS: by the web app manifest (gatsby-config.ts), the
 * <meta name="theme-color"> (Seo) and the build-time images (social card, app icons).
 */
import { PALETTE } from './palette'

/** Colour of the browser's UI around the page (theme-color) and of the installed app's title bar. */
export const THEME_COLOR = PALETTE['green-900']
/** Splash-screen background of the installed app: the page's own background, so launch does not flash. */
export const BACKGROUND_COLOR = PALETTE['cream-100']

/** The installed app's name under its icon: 12 characters at most, or launchers truncate it. */
export const APP_SHORT_NAME = 'Drobonso'

/** The brand mark everything is rendered from (favicon, app icons, logo, social card). */
export const BRAND_MARK_SVG = 'src/images/brand-mark.svg'

/**
 * The link-preview image (Open Graph / Twitter), rendered at build time by gatsby-node.ts. 1200×630
 * is the size Facebook, WhatsApp, LinkedIn and X all show as a large card.
 */
export const SOCIAL_CARD = { path: '/social-card.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const

/**
 * The logo named in the structured data: the 512 px icon gatsby-plugin-manifest renders from the
 * brand mark (Google wants a square logo of at least 112 px).
 */
export const LOGO_PATH = '/icons/icon-512x512.png'

/** Opaque icons for places that would paint a transparent icon on black or crop it to a shape. */
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const
export const MASKABLE_ICONS = [
  { path: '/icons/maskable-192x192.png', size: 192 },
  { path: '/icons/maskable-512x512.png', size: 512 },
] as const

/** Open Graph locale: English as written in Ghana. */
export const OG_LOCALE = 'en_GH'

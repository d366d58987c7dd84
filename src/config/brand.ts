import { PALETTE } from './palette'

export const THEME_COLOR = PALETTE['green-900']
/** The page's own background, so launching the installed app does not flash. */
export const BACKGROUND_COLOR = PALETTE['cream-100']

/** 12 characters at most, or launchers truncate it. */
export const APP_SHORT_NAME = 'Drobonso'

export const BRAND_MARK_SVG = 'src/images/brand-mark.svg'

/** 1200×630 is what Facebook, WhatsApp, LinkedIn and X show as a large card. */
export const SOCIAL_CARD = { path: '/social-card.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const

/** Google wants a square logo of at least 112 px: the manifest's 512 px icon. */
export const LOGO_PATH = '/icons/icon-512x512.png'

/** Opaque icons for places that would paint a transparent icon on black or crop it to a shape. */
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const
export const MASKABLE_ICONS = [
  { path: '/icons/maskable-192x192.png', size: 192 },
  { path: '/icons/maskable-512x512.png', size: 512 },
] as const

export const OG_LOCALE = 'en_GH'

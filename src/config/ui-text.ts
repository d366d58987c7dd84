/**
 * The spec's fixed interface labels and messages, written exactly as the spec gives them.
 * Everything else a visitor reads comes from content/*.json.
 */
export const UI_TEXT = {
  exploreMenu: 'Explore Menu',
  learnMore: 'Learn More',
  buyNow: 'Buy Now',
  close: 'Close',
  closeDialog: 'Close dialog',
  pricePrefix: 'Price: ',
  callToBuy: { before: 'Call ', after: ' To Buy!' },
  searchAlertPrefix: 'You searched for: ',
  videoFallback: 'Your browser does not support the video tag.',
  orderOnWhatsApp: 'Order on WhatsApp',
  copyNumber: 'Copy number',
  copied: 'Copied',
  numberSelected: 'Number selected: copy it from your browser’s menu',
  /** The message a WhatsApp order starts with; the visitor can edit it before sending. */
  whatsAppOrder: (brand: string, product: string, price: string) =>
    `Hello ${brand}, I would like to order ${product} (${price}).`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search our okro blends…',
  searchSubmit: 'Search',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  mobileNavigation: 'Menu',
  quickLinks: 'Quick Links',
  contact: 'Contact',
  follow: 'Follow Us',
  callUs: 'Call us',
  notFoundTitle: 'Page not found',
  notFoundText: 'Sorry, we could not find that page. The okro is still fresh on our home page.',
  backHome: 'Back to the home page',
} as const

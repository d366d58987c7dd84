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
  playVideo: 'Play video',
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

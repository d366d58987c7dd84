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
  whatsAppOrder: (brand: string, product: string, packSize: string, price: string) =>
    `Hello ${brand}, I would like to order ${product}, ${packSize} (${price}). Please deliver to (my town): `,
  howToOrder: {
    heading: 'How to order',
    call: 'Call or WhatsApp',
    callText: { before: 'Call ', whatsApp: ' or message us on ', after: '.' },
    whatsApp: 'WhatsApp',
    whatsAppMessage: (brand: string) =>
      `Hello ${brand}, I would like to order. Please deliver to (my town): `,
    hours: 'We answer',
    languages: 'Languages',
    confirm: 'We confirm and deliver',
    confirmText:
      'We confirm your order, the delivery fee and the day, then bring it to your door. A parcel is sealed at the farm.',
    pay: 'You pay',
    cash: 'In cash when your order arrives',
    momo: (network: string) => `By ${network} MoMo to`,
    merchant: 'Name on your phone',
    number: 'Number',
    delivery: 'Delivery',
    area: 'Area',
    fee: 'Fee',
    time: 'Time',
    /** The link at the end of the dialog's line on delivery and payment. */
    link: 'How to order',
  },
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

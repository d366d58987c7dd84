/** Made at build time, so the ordering parsers and their words never ship in the visitor's JavaScript. */
import {
  daysText,
  feeText,
  hoursText,
  orderSummary,
  type OrderingSummed,
  stockNote,
} from '../../src/utils/ordering'

export const orderingResolvers = {
  SiteJsonOrdering: {
    hoursShown: {
      type: '[String!]!',
      description: 'The opening hours in words, one line each, e.g. "Monday to Saturday, 07:00–19:00".',
      resolve: (source: { hours: string[] }): string[] => source.hours.map(hoursText),
    },
    summary: {
      type: 'String!',
      description:
        'The Buy Now dialog\'s line on delivery and payment, e.g. "Delivery free to GH45, 1–5 days. Pay on delivery or by MTN MoMo."',
      resolve: (source: OrderingSummed): string => orderSummary(source),
    },
  },
  SiteJsonDeliveryArea: {
    feeShown: {
      type: 'String!',
      description: 'The fee as shown: GH20, or Free.',
      resolve: (source: { fee: string }): string => feeText(source.fee),
    },
    daysShown: {
      type: 'String!',
      description: 'The delivery time as shown, e.g. "2–4 days".',
      resolve: (source: { days: string }): string => daysText(source.days),
    },
  },
  ProductsJson: {
    stockNote: {
      type: 'String',
      description:
        'What the card and dialog say while the product is sold out, e.g. "Out of stock: next harvest in March; call to reserve"; null while in stock.',
      resolve: (source: { inStock?: boolean; nextHarvest?: string }): string | null => stockNote(source),
    },
  },
}

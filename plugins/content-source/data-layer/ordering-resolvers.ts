/** Made at build time, so the ordering parsers and their words never ship in the visitor's JavaScript. */
import {
  afterHoursText,
  daysText,
  feeText,
  hoursText,
  momoWhenText,
  orderSummary,
  type OrderingSummed,
  pricePer100g,
  stockNote,
} from './ordering'
import { ghanaNumber } from '../../content-model/momo'

export const orderingResolvers = {
  SiteJsonOrdering: {
    hoursShown: {
      type: '[String!]!',
      description: 'The opening hours in words, one line each, e.g. "Monday to Saturday, 07:00–19:00".',
      resolve: (source: { hours: string[] }): string[] => source.hours.map(hoursText),
    },
    afterHours: {
      type: 'String',
      description:
        'The line for buyers outside the hours, from the earliest opening, e.g. "Outside these hours, WhatsApp us: we reply from 07:00".',
      resolve: (source: { hours: string[] }): string | null => afterHoursText(source.hours),
    },
    summary: {
      type: 'String!',
      description:
        'The Buy Now dialog\'s line on delivery and payment, e.g. "One delivery fee per order: free in Drobonso, GH20 to GH45 in Kumasi and Accra, 1–5 days. Pay in cash on delivery, or by MTN MoMo before dispatch or on delivery."',
      resolve: (source: OrderingSummed): string => orderSummary(source),
    },
  },
  SiteJsonOrderingPaymentMomo: {
    whenShown: {
      type: 'String!',
      description:
        'When the MoMo payment is made, as said on the page, e.g. "before dispatch or on delivery".',
      resolve: (source: { when?: string | null }): string => momoWhenText(source.when),
    },
    numberShown: {
      type: 'String!',
      description: 'The MoMo number written as the page writes phones, e.g. "+233 24 000 0000".',
      resolve: (source: { number: string }): string => ghanaNumber(source.number).shown,
    },
    numberLocal: {
      type: 'String!',
      description:
        'The MoMo number as a MoMo menu takes it (what Copy puts on the clipboard), e.g. "0240000000".',
      resolve: (source: { number: string }): string => ghanaNumber(source.number).local,
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
    pricePer100g: {
      type: 'String!',
      description: 'The price per 100 g, worked out from the price and the pack size, e.g. "GH7 per 100 g".',
      resolve: (source: { price: string; packSize: string }): string => pricePer100g(source),
    },
  },
}

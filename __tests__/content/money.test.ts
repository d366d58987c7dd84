/**
 * @jest-environment node
 *
 * One parser for prices and fees, checked on the frozen content's literal amounts.
 */
import { cedisOf, cedisText } from '../../plugins/content-model/money'
import { orderSummary, pricePer100g } from '../../plugins/content-source/data-layer/ordering'
import { frozenContent } from '../fixtures/content'

const { site, products } = frozenContent()

it('reads prices and fees as whole cedis, "free" as 0', () => {
  expect(products.map(product => cedisOf(product.price))).toEqual([15, 25, 35])
  expect(site.ordering.delivery.areas.map(({ fee }) => cedisOf(fee))).toEqual([0, 20, 35, 40, 45])
})

it('refuses what the content checks refuse', () => {
  for (const amount of ['GH 15', 'GH015', 'GH15.00', '15', 'GH0', 'Free'])
    expect(() => cedisOf(amount)).toThrow('is not GH followed by whole cedis')
})

it('writes cedis back as the content does, with pesewas only when not whole', () => {
  expect(products.map(product => cedisText(cedisOf(product.price)))).toEqual(['GH15', 'GH25', 'GH35'])
  expect([cedisText(7), cedisText(11.2), cedisText(6.999)]).toEqual(['GH7', 'GH11.20', 'GH7'])
})

it('gives the per-100 g price and the delivery line from the parsed amounts', () => {
  expect(products.map(pricePer100g)).toEqual(['GH15 per 100 g', 'GH10 per 100 g', 'GH7 per 100 g'])
  expect(orderSummary(site.ordering)).toBe(
    'One delivery fee per order: free in Drobonso and Mampong (Ashanti), GH20 to GH45 in Kumasi, Accra, ' +
      'Takoradi and Tamale, 1–5 days. Pay in cash on delivery, or by MTN MoMo before dispatch or on delivery.',
  )
})

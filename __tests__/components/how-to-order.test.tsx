import React from 'react'
import { render, screen, within } from '@testing-library/react'
import { HowToOrder } from '../../src/components/how-to-order/how-to-order'
import { type OrderingSummed, daysText, feeText, hoursText, orderSummary } from '../../src/utils/ordering'
import { UI_TEXT } from '../../src/config/ui-text'
import { site } from '../fixtures/landing-page'
import { builtContent } from '../fixtures/content'

const { ordering } = site
const builtHours = builtContent().site.ordering.hours
type Ordering = Queries.HowToOrderFragment

const renderBlock = (changed: Partial<Ordering> = {}) =>
  render(<HowToOrder ordering={{ ...ordering, ...changed }} contact={site} />)

describe('HowToOrder', () => {
  it('shows the three steps: call or WhatsApp, we confirm and deliver, you pay', () => {
    renderBlock()
    const block = screen.getByRole('region', { name: 'How to order' })
    expect(block).toHaveAttribute('id', 'how-to-order')
    expect(
      within(block)
        .getAllByRole('heading', { level: 4 })
        .map(heading => heading.textContent),
    ).toEqual(['Call or WhatsApp', 'We confirm and deliver', 'You pay'])
    expect(within(block).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    )
  })

  it('lists every delivery area with its fee and delivery time', () => {
    renderBlock()
    const rows = within(screen.getByRole('table', { name: 'Delivery' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map(row => Array.from(row.querySelectorAll('th, td'), cell => cell.textContent))).toEqual(
      builtContent().site.ordering.delivery.areas.map(({ area, fee, days }) => [
        area,
        feeText(fee),
        daysText(days),
      ]),
    )
  })

  it('shows the hours, the languages, whom to pay and the safety sentence', () => {
    renderBlock()
    const block = screen.getByRole('region', { name: 'How to order' })
    for (const line of builtHours) expect(block).toHaveTextContent(hoursText(line))
    expect(block).toHaveTextContent(ordering.languages.join(', '))
    expect(block).toHaveTextContent(ordering.payment.safety)
    const { momo } = ordering.payment
    if (momo) {
      expect(block).toHaveTextContent(momo.merchantName)
      expect(block).toHaveTextContent(momo.number)
      expect(block).toHaveTextContent(`By ${momo.network} MoMo to`)
    }
    if (ordering.delivery.abroad) expect(block).toHaveTextContent(ordering.delivery.abroad)
  })

  it('offers only the ways to pay the farm takes, and no abroad line without one', () => {
    renderBlock({
      payment: { ...ordering.payment, cashOnDelivery: false },
      delivery: { ...ordering.delivery, abroad: null },
    })
    const block = screen.getByRole('region', { name: 'How to order' })
    expect(block).not.toHaveTextContent(UI_TEXT.howToOrder.cash)
    if (ordering.delivery.abroad) expect(block).not.toHaveTextContent(ordering.delivery.abroad)
  })

  it('without MoMo, names no account', () => {
    renderBlock({ payment: { ...ordering.payment, cashOnDelivery: true, momo: null } })
    const block = screen.getByRole('region', { name: 'How to order' })
    expect(block).toHaveTextContent(UI_TEXT.howToOrder.cash)
    expect(block).not.toHaveTextContent('MoMo')
  })
})

describe('the words', () => {
  it('reads opening hours as days and times', () => {
    expect(hoursText('Mo-Sa 07:00-19:00')).toBe('Monday to Saturday, 07:00–19:00')
    expect(hoursText('Mo,We-Fr 08:30-17:00')).toBe('Monday, Wednesday to Friday, 08:30–17:00')
  })

  it("sums up the delivery and payment in the dialog's line", () => {
    const both: OrderingSummed = {
      payment: { cashOnDelivery: true, momo: { network: 'MTN' } },
      delivery: {
        areas: [
          { fee: 'free', days: '1' },
          { fee: 'GH45', days: '3-5' },
        ],
      },
    }
    expect(orderSummary(both)).toBe('Delivery free to GH45, 1–5 days. Pay on delivery or by MTN MoMo.')
    const momoOnly: OrderingSummed = {
      payment: { cashOnDelivery: false, momo: { network: 'AT' } },
      delivery: { areas: [{ fee: 'GH20', days: '2' }] },
    }
    expect(orderSummary(momoOnly)).toBe('Delivery GH20, 2 days. Pay by AT MoMo.')
  })
})

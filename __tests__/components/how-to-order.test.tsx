import React from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HowToOrder } from '../../src/components/how-to-order/how-to-order'
import {
  type OrderingSummed,
  afterHoursText,
  daysText,
  feeText,
  hoursText,
  orderSummary,
  pricePer100g,
} from '../../plugins/content-source/data-layer/ordering'
import { ghanaNumber } from '../../plugins/content-model/momo'
import { UI_TEXT } from '../../src/config/ui-text'
import { site } from '../fixtures/landing-page'
import { builtContent } from '../fixtures/content'

const { ordering } = site
const builtHours = builtContent().site.ordering.hours
type Ordering = Queries.HowToOrderFragment['ordering']

const renderBlock = (changed: Partial<Ordering> = {}, contact: Partial<Queries.HowToOrderFragment> = {}) =>
  render(<HowToOrder site={{ ...site, ...contact, ordering: { ...ordering, ...changed } }} />)

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
    // Numbered in the markup beside each title (a CSS counter showed 0 in Chromium 110), hidden from the list's own numbering.
    expect(
      within(block)
        .getAllByRole('listitem')
        .map(step => step.querySelector('[aria-hidden="true"]')?.textContent),
    ).toEqual(['1', '2', '3'])
    expect(within(block).getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    )
  })

  it("step 1 offers Call and WhatsApp as buttons, and the after-hours line from the content's hours", () => {
    renderBlock()
    const step = screen.getAllByRole('listitem')[0]!
    const whatsapp = within(step).queryByRole('link', { name: UI_TEXT.whatsApp })
    const afterHours = afterHoursText(builtHours)!
    if (!site.whatsapp) {
      expect(whatsapp).toBeNull()
      expect(step).not.toHaveTextContent(afterHours)
      return
    }
    expect(new URL(whatsapp!.getAttribute('href')!).pathname).toBe(`/${site.whatsapp.slice(1)}`)
    expect(step).toHaveTextContent(afterHours)
    // Its time is the earliest the farm opens, as the hours in content say.
    const earliest = builtHours.map(line => /\d{2}:\d{2}/.exec(line)![0]).sort()[0]!
    expect(afterHours).toContain(`from ${earliest}`)
  })

  it('without a WhatsApp number, offers the call alone and no after-hours WhatsApp line', () => {
    renderBlock({}, { ...site, whatsapp: null })
    const block = screen.getByRole('region', { name: 'How to order' })
    expect(within(block).queryByRole('link', { name: UI_TEXT.whatsApp })).toBeNull()
    expect(block).not.toHaveTextContent('WhatsApp')
    expect(within(block).getAllByRole('listitem')[0]).toHaveTextContent(UI_TEXT.howToOrder.callOnlyText)
  })

  it('keeps each time range whole: the times sit in one unbreakable piece', () => {
    renderBlock()
    for (const line of ordering.hoursShown) {
      const times = /\d{2}:\d{2}–\d{2}:\d{2}/.exec(line)?.[0]
      if (times) expect(screen.getByText(times, { exact: true }).tagName).toBe('SPAN')
    }
  })

  it('lists every delivery area with its fee and delivery time', () => {
    renderBlock()
    const rows = within(screen.getByRole('table', { name: 'Delivery' }))
      .getAllByRole('row')
      .slice(1)
    const { areas, otherTowns } = builtContent().site.ordering.delivery
    expect(rows.map(row => Array.from(row.querySelectorAll('th, td'), cell => cell.textContent))).toEqual([
      ...areas.map(({ area, fee, days }) => [area, feeText(fee), daysText(days)]),
      ...(otherTowns ? [[UI_TEXT.howToOrder.otherTowns, otherTowns]] : []),
    ])
  })

  it('shows the hours, the languages, whom to pay, when, and the safety sentence', () => {
    renderBlock()
    const block = screen.getByRole('region', { name: 'How to order' })
    for (const line of builtHours) expect(block).toHaveTextContent(hoursText(line))
    expect(block).toHaveTextContent(ordering.languages.join(', '))
    expect(block).toHaveTextContent(ordering.payment.safety)
    const { momo } = builtContent().site.ordering.payment
    if (momo) {
      expect(block).toHaveTextContent(momo.merchantName)
      expect(block).toHaveTextContent(`${momo.network} MoMo, ${ordering.payment.momo!.whenShown}, to:`)
      // One format for every number on the page: the MoMo number is written as the phone is.
      const shown = within(block).getByText(ghanaNumber(momo.number).shown)
      expect(shown.textContent).toMatch(/^\+233 \d{2} \d{3} \d{4}$/)
      expect(site.phone.display).toMatch(/^\+\d+ \d{2} \d{3} \d{4}$/)
      expect(shown.previousElementSibling).toHaveTextContent('MoMo number')
    }
    if (ordering.payment.cashOnDelivery && momo)
      expect(screen.getByText(UI_TEXT.howToOrder.or, { exact: true })).toBeInTheDocument()
    if (ordering.delivery.abroad) expect(block).toHaveTextContent(ordering.delivery.abroad)
  })

  it('names the fee as per order and ends the table with the other towns', () => {
    renderBlock({ delivery: { ...ordering.delivery, otherTowns: 'By bus parcel, fee on request' } })
    const table = screen.getByRole('table', { name: 'Delivery' })
    expect(within(table).getByRole('columnheader', { name: 'Fee per order' })).toBeInTheDocument()
    const last = within(table).getAllByRole('row').at(-1)!
    expect(last).toHaveTextContent('Other towns')
    expect(last).toHaveTextContent('By bus parcel, fee on request')
  })

  it('copies the MoMo number, says it as shown, visibly and to screen readers', async () => {
    const { momo } = ordering.payment
    if (!momo) return expect(screen.queryByRole('button', { name: 'Copy MoMo number' })).toBeNull()
    const user = userEvent.setup()
    const writeText = jest.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderBlock()
    await user.click(screen.getByRole('button', { name: 'Copy MoMo number' }))
    expect(writeText).toHaveBeenCalledWith(momo.numberLocal)
    expect(screen.getByRole('status')).toHaveTextContent(`Copied ${momo.numberShown}`)
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

  it("sums up the delivery and payment in the dialog's line: per order, the free area, other towns, when to pay", () => {
    const both: OrderingSummed = {
      payment: { cashOnDelivery: true, momo: { network: 'MTN', when: 'before dispatch' } },
      delivery: {
        areas: [
          { area: 'Drobonso', fee: 'free', days: '1' },
          { area: 'Kumasi', fee: 'GH20', days: '1-2' },
          { area: 'Tamale', fee: 'GH45', days: '3-5' },
        ],
        otherTowns: 'By bus parcel, fee on request.',
      },
    }
    expect(orderSummary(both)).toBe(
      'One delivery fee per order: free in Drobonso, GH20 to GH45 in Kumasi and Tamale, 1–5 days. ' +
        'Other towns: by bus parcel, fee on request. Pay in cash on delivery, or by MTN MoMo before dispatch.',
    )
    const momoOnly: OrderingSummed = {
      payment: { cashOnDelivery: false, momo: { network: 'AT' } },
      delivery: { areas: [{ area: 'Accra', fee: 'GH20', days: '2' }] },
    }
    expect(orderSummary(momoOnly)).toBe(
      'One delivery fee per order: GH20 in Accra, 2 days. Pay by AT MoMo before dispatch or on delivery.',
    )
  })

  it('writes a MoMo number as the phone is written, and as a MoMo menu takes it', () => {
    expect(ghanaNumber('024 000 0000')).toEqual({ shown: '+233 24 000 0000', local: '0240000000' })
    expect(ghanaNumber('+233 55 123 4567')).toEqual({ shown: '+233 55 123 4567', local: '0551234567' })
  })

  it('builds the after-hours line from the earliest opening', () => {
    expect(afterHoursText(['Mo-Sa 08:00-19:00', 'Su 07:30-12:00'])).toBe(
      'Outside these hours, WhatsApp us: we reply from 07:30',
    )
  })

  it('works out the price per 100 g from the price and the pack size', () => {
    expect(pricePer100g({ price: 'GH35', packSize: '500 g' })).toBe('GH7 per 100 g')
    expect(pricePer100g({ price: 'GH28', packSize: '250 g' })).toBe('GH11.20 per 100 g')
    expect(pricePer100g({ price: 'GH60', packSize: '1 kg' })).toBe('GH6 per 100 g')
  })
})

import React from 'react'
import { graphql } from 'gatsby'
import { UI_TEXT } from '../../config/ui-text'
import { WhatsAppLink } from '../whatsapp-link/whatsapp-link'
import { CopyNumberButton } from '../order-actions/copy-number-button'
import { CallButton } from '../order-actions/call-button'
import * as actions from '../order-actions/order-actions.module.scss'
import * as styles from './how-to-order.module.scss'
import { eventSection } from '../../config/order-events'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment HowToOrder on SiteJson {
    brand
    whatsapp
    phone {
      display
      tel
    }
    ordering {
      hoursShown
      afterHours
      languages
      payment {
        cashOnDelivery
        momo {
          network
          merchantName
          numberShown
          numberLocal
          whenShown
        }
        safety
      }
      delivery {
        areas {
          area
          feeShown
          daysShown
        }
        otherTowns
        abroad
      }
    }
  }
`

export const HOW_TO_ORDER_ID = 'how-to-order'
const MOMO_NUMBER_ID = `${HOW_TO_ORDER_ID}-momo-number`
const DELIVERY_CAPTION_ID = `${HOW_TO_ORDER_ID}-delivery`

const TEXT = UI_TEXT.howToOrder

/** A line may wrap between its words, never inside "07:00–19:00" (a line may break after a dash). */
const keepTimesWhole = (line: string): React.ReactNode =>
  line.split(/(\d{2}:\d{2}–\d{2}:\d{2})/).map((part, index) =>
    index % 2 ? (
      <span key={index} className={styles.nowrap}>
        {part}
      </span>
    ) : (
      part
    ),
  )

export function HowToOrder({ site }: { site: Queries.HowToOrderFragment }) {
  const { hoursShown, afterHours, languages, payment, delivery } = site.ordering
  const { momo } = payment
  return (
    <section
      id={HOW_TO_ORDER_ID}
      className={styles.block}
      aria-labelledby={`${HOW_TO_ORDER_ID}-title`}
      {...eventSection('order')}
    >
      <h3 id={`${HOW_TO_ORDER_ID}-title`} className={styles.heading}>
        {TEXT.heading}
      </h3>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <StepHead number={1}>{site.whatsapp ? TEXT.call : TEXT.callOnly}</StepHead>
          <p>{site.whatsapp ? TEXT.callText : TEXT.callOnlyText}</p>
          <div className={styles.actions}>
            <CallButton phone={site.phone} />
            <WhatsAppLink className={actions.secondary} farm={site}>
              {UI_TEXT.whatsApp}
            </WhatsAppLink>
          </div>
          <dl className={styles.facts}>
            <dt>{TEXT.hours}</dt>
            {hoursShown.map(line => (
              <dd key={line}>{keepTimesWhole(line)}</dd>
            ))}
            <dt>{TEXT.languages}</dt>
            <dd>{languages.join(', ')}</dd>
          </dl>
          {site.whatsapp && afterHours && <p className={styles.afterHours}>{afterHours}</p>}
        </li>
        <li className={styles.step}>
          <StepHead number={2}>{TEXT.confirm}</StepHead>
          <p>{TEXT.confirmText}</p>
        </li>
        <li className={styles.step}>
          <StepHead number={3}>{TEXT.pay}</StepHead>
          {payment.cashOnDelivery && <p>{TEXT.cash}</p>}
          {payment.cashOnDelivery && momo && <p className={styles.or}>{TEXT.or}</p>}
          {momo && (
            <>
              <p>{TEXT.momo(momo.network, momo.whenShown)}</p>
              <dl className={styles.account}>
                <dt>{TEXT.merchant}</dt>
                <dd className={styles.merchant}>{momo.merchantName}</dd>
                <dt>{TEXT.number}</dt>
                <dd id={MOMO_NUMBER_ID} className={styles.momoNumber}>
                  {momo.numberShown}
                </dd>
              </dl>
              <CopyNumberButton
                number={momo.numberLocal}
                shown={momo.numberShown}
                numberElementId={MOMO_NUMBER_ID}
                label={TEXT.copyMomo}
                className={styles.copy}
              />
            </>
          )}
          <p className={styles.safety}>{payment.safety}</p>
        </li>
      </ol>
      {/* A box that may scroll sideways (enlarged text) takes keyboard focus, named by the caption. */}
      <div
        className={styles.delivery}
        role="region"
        aria-labelledby={DELIVERY_CAPTION_ID}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={DELIVERY_CAPTION_ID}>{TEXT.delivery}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.area}</th>
              <th scope="col">{TEXT.fee}</th>
              <th scope="col">{TEXT.time}</th>
            </tr>
          </thead>
          <tbody>
            {delivery.areas.map(({ area, feeShown, daysShown }) => (
              <tr key={area}>
                <th scope="row">{area}</th>
                <td>{feeShown}</td>
                <td>{daysShown}</td>
              </tr>
            ))}
            {delivery.otherTowns && (
              <tr>
                <th scope="row">{TEXT.otherTowns}</th>
                <td colSpan={2} className={styles.otherTowns}>
                  {delivery.otherTowns}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {delivery.abroad && <p className={styles.abroad}>{delivery.abroad}</p>}
      </div>
    </section>
  )
}

/** A step's number beside its title; the list's own numbering is what a screen reader announces. */
const StepHead = ({ number, children }: { number: number; children: React.ReactNode }) => (
  <div className={styles.stepHead}>
    <span className={styles.stepNumber} aria-hidden="true">
      {number}
    </span>
    <h4 className={styles.stepTitle}>{children}</h4>
  </div>
)

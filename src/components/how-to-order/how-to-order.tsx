import React from 'react'
import { graphql } from 'gatsby'
import { UI_TEXT } from '../../config/ui-text'
import { whatsAppLink } from '../../utils/whatsapp'
import * as styles from './how-to-order.module.scss'

export const query = graphql`
  fragment HowToOrder on SiteJsonOrdering {
    hoursShown
    languages
    summary
    payment {
      cashOnDelivery
      momo {
        network
        merchantName
        number
      }
      safety
    }
    delivery {
      areas {
        area
        feeShown
        daysShown
      }
      abroad
    }
  }
`

export const HOW_TO_ORDER_ID = 'how-to-order'

const TEXT = UI_TEXT.howToOrder

interface HowToOrderProps {
  ordering: Queries.HowToOrderFragment
  contact: Queries.OrderContactFragment
}

export function HowToOrder({ ordering, contact }: HowToOrderProps) {
  const { hoursShown, languages, payment, delivery } = ordering
  const { momo } = payment
  return (
    <section id={HOW_TO_ORDER_ID} className={styles.block} aria-labelledby={`${HOW_TO_ORDER_ID}-title`}>
      <h3 id={`${HOW_TO_ORDER_ID}-title`} className={styles.heading}>
        {TEXT.heading}
      </h3>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <h4 className={styles.stepTitle}>{TEXT.call}</h4>
          <p>
            {TEXT.callText.before}
            <a className={styles.phone} href={`tel:${contact.phone.tel}`}>
              {contact.phone.display}
            </a>
            {contact.whatsapp && (
              <>
                {TEXT.callText.whatsApp}
                <a
                  href={whatsAppLink(contact.whatsapp, TEXT.whatsAppMessage(contact.brand))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {TEXT.whatsApp}
                </a>
              </>
            )}
            {TEXT.callText.after}
          </p>
          <dl className={styles.facts}>
            <dt>{TEXT.hours}</dt>
            {hoursShown.map(line => (
              <dd key={line}>{line}</dd>
            ))}
            <dt>{TEXT.languages}</dt>
            <dd>{languages.join(', ')}</dd>
          </dl>
        </li>
        <li className={styles.step}>
          <h4 className={styles.stepTitle}>{TEXT.confirm}</h4>
          <p>{TEXT.confirmText}</p>
        </li>
        <li className={styles.step}>
          <h4 className={styles.stepTitle}>{TEXT.pay}</h4>
          {payment.cashOnDelivery && <p>{TEXT.cash}</p>}
          {momo && (
            <>
              <p>{TEXT.momo(momo.network)}</p>
              <dl className={styles.account}>
                <dt>{TEXT.merchant}</dt>
                <dd className={styles.merchant}>{momo.merchantName}</dd>
                <dt>{TEXT.number}</dt>
                <dd className={styles.momoNumber}>{momo.number}</dd>
              </dl>
            </>
          )}
          <p className={styles.safety}>{payment.safety}</p>
        </li>
      </ol>
      <div className={styles.delivery}>
        <table className={styles.table}>
          <caption>{TEXT.delivery}</caption>
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
          </tbody>
        </table>
        {delivery.abroad && <p className={styles.abroad}>{delivery.abroad}</p>}
      </div>
    </section>
  )
}

import React from 'react'
import { Phone } from 'lucide-react'
import * as styles from './order-actions.module.scss'
import { UI_TEXT } from '../../config/ui-text'

interface CallButtonProps {
  phone: Queries.SiteJsonPhone
  after?: string
  /** Id of the number's element, for Copy number to select where the Clipboard API is missing. */
  numberId?: string
}

/** "Call +233 20 000 0000 To Buy!" as one button; the number never wraps. */
export function CallButton({ phone, after, numberId }: CallButtonProps) {
  // Kept on one line: where text-wrap: balance is missing (Chrome < 114, Safari < 17.5) "Buy!" ended alone on a line.
  const words = after?.trimStart()
  return (
    <a className={styles.call} href={`tel:${phone.tel}`}>
      <Phone aria-hidden="true" />
      <span>
        {UI_TEXT.callToBuy.before}
        <span id={numberId} className={styles.number}>
          {phone.display}
        </span>
        {words !== after && ' '}
        {words && <span className={styles.afterNumber}>{words}</span>}
      </span>
    </a>
  )
}

import React from 'react'
import { Phone } from 'lucide-react'
import * as styles from './order-actions.module.scss'
import { keepAutofocus } from '../../utils/autofocus'
import { UI_TEXT } from '../../config/ui-text'

interface CallButtonProps {
  phone: Queries.SiteJsonPhone
  after?: string
  /** Id of the number's element, for Copy number to select where the Clipboard API is missing. */
  numberId?: string
  /** Takes the focus as it appears: the dialog opens on the call, the one action it exists for. */
  focusFirst?: boolean
}

/** "Call +233 20 000 0000 To Buy!" as one button; the number never wraps. */
export function CallButton({ phone, after, numberId, focusFirst }: CallButtonProps) {
  return (
    <a
      className={styles.call}
      href={`tel:${phone.tel}`}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only the dialog asks: it opens on the call
      autoFocus={focusFirst}
      ref={focusFirst ? keepAutofocus : undefined}
    >
      <Phone aria-hidden="true" />
      <span>
        {UI_TEXT.callToBuy.before}
        <span id={numberId} className={styles.number}>
          {phone.display}
        </span>
        {after}
      </span>
    </a>
  )
}

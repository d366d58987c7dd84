import React from 'react'
import { MessageCircle, Phone, X } from 'lucide-react'
import { Picture } from '../picture/picture'
import { CommandButton } from '../command-button/command-button'
import { CopyNumberButton } from './copy-number-button'
import { UI_TEXT } from '../../config/ui-text'
import { whatsAppLink } from '../../utils/whatsapp'
import * as styles from './product-dialog.module.scss'

interface ProductDialogProps {
  /** The dialog's id: the Buy Now button names it in `commandfor`. */
  id: string
  product: Queries.ProductCardFragment
  contact: Queries.OrderContactFragment
}

/** Where the browser does not close a modal dialog on a backdrop click itself (`closedby="any"`). */
const supportsClosedBy = (): boolean =>
  typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype

function closeOnBackdropClick(event: React.MouseEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget
  // A click on the backdrop is a click on the dialog itself, outside its box.
  if (supportsClosedBy() || event.target !== dialog) return
  const box = dialog.getBoundingClientRect()
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom
  if (!inside) dialog.close()
}

/**
 * The Buy Now dialog: a native modal <dialog>, opened by its Buy Now button through invoker
 * commands, so it works before (and without) JavaScript. The browser makes the page behind inert,
 * closes it on Escape or a backdrop click, and returns focus to the button that opened it. The
 * call is its first, autofocused action; WhatsApp and copying the number serve visitors who
 * cannot dial from where they are.
 */
export function ProductDialog({ id, product, contact }: ProductDialogProps) {
  const image = product.image.childImageSharp?.gatsbyImageData
  const titleId = `${id}-title`
  const numberId = `${id}-number`
  const { phone, whatsapp, brand } = contact
  return (
    // The click handler is a pointer convenience only (a backdrop click); Escape is the keyboard's way out.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={id}
      className={styles.dialog}
      aria-labelledby={titleId}
      closedby="any"
      onClick={closeOnBackdropClick}
    >
      <div className={styles.dismissBar}>
        <CommandButton
          command="close"
          commandfor={id}
          className={styles.dismiss}
          aria-label={UI_TEXT.closeDialog}
        >
          <X aria-hidden="true" />
        </CommandButton>
      </div>
      <div className={styles.layout}>
        {image && <Picture image={image} alt={product.imageAlt} className={styles.image} />}
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {product.name}
          </h2>
          <p className={styles.packSize}>{product.packSize}</p>
          <p className={styles.description}>{product.description}</p>
          <p className={styles.price}>
            {UI_TEXT.pricePrefix}
            {product.price}
          </p>
          {/* The dialog opens on the call: the one action it exists for. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <a className={styles.call} href={`tel:${phone.tel}`} autoFocus>
            <Phone aria-hidden="true" />
            <span>
              {UI_TEXT.callToBuy.before}
              <span id={numberId} className={styles.number}>
                {phone.display}
              </span>
              {UI_TEXT.callToBuy.after}
            </span>
          </a>
          <div className={styles.secondary}>
            {whatsapp && (
              <a
                className={styles.secondaryAction}
                href={whatsAppLink(whatsapp, UI_TEXT.whatsAppOrder(brand, product.name, product.price))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden="true" />
                {UI_TEXT.orderOnWhatsApp}
              </a>
            )}
            <CopyNumberButton number={phone.tel} numberElementId={numberId} />
          </div>
          <CommandButton command="close" commandfor={id} className={styles.close}>
            {UI_TEXT.close}
          </CommandButton>
        </div>
      </div>
    </dialog>
  )
}

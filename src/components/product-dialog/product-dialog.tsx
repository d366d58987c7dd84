import React from 'react'
import { graphql } from 'gatsby'
import { X } from 'lucide-react'
import { ProductPhoto } from '../product-photo/product-photo'
import { CommandButton } from '../command-button/command-button'
import { CopyNumberButton } from '../order-actions/copy-number-button'
import { CallButton } from '../order-actions/call-button'
import * as actions from '../order-actions/order-actions.module.scss'
import { UI_TEXT } from '../../config/ui-text'
import { WhatsAppLink } from '../whatsapp-link/whatsapp-link'
import { HOW_TO_ORDER_ID } from '../how-to-order/how-to-order'
import { packLabel } from '../sections/products/product-card'
// The pack label, description and sold-out note look as they do on the product's card.
import * as card from '../sections/products/product-card.module.scss'
import { keepAutofocus } from '../../utils/autofocus'
import * as styles from './product-dialog.module.scss'
import { eventSection } from '../../config/order-events'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment ProductDialog on ProductsJson {
    name
    description
    price
    format
    packSize
    stockNote
    shelfLife
    storage
    ...ProductPhoto
  }
  fragment ProductDialogSite on SiteJson {
    brand
    whatsapp
    fdaNumber
    phone {
      display
      tel
    }
    ordering {
      summary
    }
  }
`

interface ProductDialogProps {
  id: string
  product: Queries.ProductDialogFragment
  site: Queries.ProductDialogSiteFragment
}

/** A native modal <dialog> opened by invoker commands, so it works before and without JavaScript. */
export function ProductDialog({ id, product, site }: ProductDialogProps) {
  const titleId = `${id}-title`
  const numberId = `${id}-number`
  const { phone, brand, fdaNumber } = site
  const keeping = [
    [UI_TEXT.shelfLife, product.shelfLife],
    [UI_TEXT.storage, product.storage],
  ].filter((row): row is [string, string] => Boolean(row[1]))
  return (
    // `popover`: the no-JavaScript way in where the engine lacks invoker commands (command-button.tsx).
    <dialog
      id={id}
      className={styles.dialog}
      aria-labelledby={titleId}
      closedby="any"
      popover="auto"
      {...eventSection('dialog')}
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
        <ProductPhoto product={product} className={styles.image} />
        <div className={styles.body}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opens on the name, as ARIA advises for long dialogs: a short screen shows which product it is, and the call is the next Tab */}
          <h2 id={titleId} className={styles.title} tabIndex={-1} autoFocus ref={keepAutofocus}>
            {product.name}
          </h2>
          <p className={card.packSize}>{packLabel(product)}</p>
          <p className={card.description}>{product.description}</p>
          {keeping.length > 0 && (
            <dl className={styles.keeping}>
              {keeping.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={styles.price}>
            {UI_TEXT.pricePrefix}
            {product.price}
          </p>
          {product.stockNote && <p className={card.stock}>{product.stockNote}</p>}
          <CallButton phone={phone} after={UI_TEXT.callToBuy.after} numberId={numberId} />
          <div className={styles.secondary}>
            <WhatsAppLink
              className={actions.secondary}
              farm={site}
              message={UI_TEXT.whatsAppOrder(brand, product.name, product.packSize, product.price)}
            >
              {UI_TEXT.orderOnWhatsApp}
            </WhatsAppLink>
            <CopyNumberButton number={phone.tel} shown={phone.display} numberElementId={numberId} />
          </div>
          <p className={styles.summary}>
            {site.ordering.summary}{' '}
            {/* The page's first inline script closes the dialog on the way (early-popovers.ts). */}
            <a href={`#${HOW_TO_ORDER_ID}`}>{UI_TEXT.howToOrder.heading}</a>
          </p>
          {fdaNumber && (
            <p className={styles.fda}>
              {UI_TEXT.fdaNumber} {fdaNumber}
            </p>
          )}
          <CommandButton command="close" commandfor={id} className={styles.close}>
            {UI_TEXT.close}
          </CommandButton>
        </div>
      </div>
    </dialog>
  )
}

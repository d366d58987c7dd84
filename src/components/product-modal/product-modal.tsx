import React, { useEffect } from 'react'
import { FocusTrap } from 'focus-trap-react'
import { Picture } from '../picture/picture'
import { X } from 'lucide-react'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './product-modal.module.scss'

interface ProductModalProps {
  product: Queries.ProductCardFragment
  phone: { display: string; tel: string }
  onClose: () => void
}

const TITLE_ID = 'product-modal-title'

/**
 * The Buy Now dialog (WAI-ARIA modal dialog pattern). focus-trap keeps Tab inside, closes on
 * Escape and hands focus back to the Buy Now button that opened it.
 */
export function ProductModal({ product, phone, onClose }: ProductModalProps) {
  const image = product.image.childImageSharp?.gatsbyImageData

  // The page behind must not scroll while the dialog is open.
  useEffect(() => {
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [])

  return (
    <div className={styles.overlay}>
      {/* A pointer convenience only: Escape is the keyboard's way out, so the backdrop stays out of the tab order. */}
      <div className={styles.backdrop} data-testid="modal-backdrop" aria-hidden="true" onClick={onClose} />
      <FocusTrap
        focusTrapOptions={{
          initialFocus: '#product-modal-call',
          escapeDeactivates: true,
          // The backdrop's own click handler closes the dialog, through the same path as the buttons.
          allowOutsideClick: true,
          returnFocusOnDeactivate: true,
          onDeactivate: onClose,
          // Nothing in the dialog is ever hidden, so skip tabbable's layout checks: cheaper, and
          // they also work in jsdom, which has no layout.
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={TITLE_ID}>
          <button type="button" className={styles.dismiss} aria-label={UI_TEXT.closeDialog} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
          {image && <Picture image={image} alt={product.imageAlt} priority className={styles.image} />}
          <div className={styles.body}>
            <h2 id={TITLE_ID} className={styles.title}>
              {product.name}
            </h2>
            <p className={styles.description}>{product.description}</p>
            <p className={styles.price}>
              {UI_TEXT.pricePrefix}
              {product.price}
            </p>
            <p className={styles.call}>
              {UI_TEXT.callToBuy.before}
              <a id="product-modal-call" href={`tel:${phone.tel}`}>
                {phone.display}
              </a>
              {UI_TEXT.callToBuy.after}
            </p>
            <button type="button" className={styles.close} onClick={onClose}>
              {UI_TEXT.close}
            </button>
          </div>
        </div>
      </FocusTrap>
    </div>
  )
}

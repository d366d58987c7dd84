import React from 'react'
import { graphql } from 'gatsby'
import { ProductCard } from './product-card'
import { SectionHeading } from '../../section-heading/section-heading'
import { ProductDialog } from '../../product-dialog/product-dialog'
import { HowToOrder } from '../../how-to-order/how-to-order'
import { linkPhrase } from '../../../utils/link-phrase'
import { UI_TEXT } from '../../../config/ui-text'
import * as styles from './products.module.scss'
import { SECTION, sectionProps, titleId } from '../../../config/section-ids'

export const query = graphql`
  fragment OrderContact on SiteJson {
    brand
    whatsapp
    phone {
      display
      tel
    }
  }
`

interface ProductsProps {
  copy: Queries.SectionCopyFragment
  products: readonly Queries.ProductCardFragment[]
  contact: Queries.OrderContactFragment
  ordering: Queries.HowToOrderFragment
  /** The route opens at this section (/product/): the card photos load at once, not lazily. */
  inView?: boolean
}

/** The id of a product's Buy Now dialog. */
const dialogId = (product: Pick<Queries.ProductCardFragment, 'productId'>): string =>
  `buy-${product.productId}`

/** The product grid (1, 2 or 3 columns), each card with its Buy Now dialog. */
export function Products({ copy, products, contact, ordering, inView = false }: ProductsProps) {
  // "Call us" in the intro calls the farm.
  const intro = linkPhrase(copy.intro, UI_TEXT.callUs, `tel:${contact.phone.tel}`)
  return (
    <section {...sectionProps(SECTION.products)} className={styles.products} data-event-section="products">
      <div className={styles.inner}>
        <SectionHeading id={titleId(SECTION.products)} title={copy.heading} intro={intro} />
        <ul className={styles.grid}>
          {products.map(product => (
            // The product whose Buy Now, Call, WhatsApp or Copy is tapped (src/utils/event-beacon.ts).
            <li key={product.productId} data-event-product={product.productId}>
              {/* The dialog comes first: on a slow link the card can show while the page is still
                  arriving, and Buy Now must not be tappable before its dialog exists. */}
              <ProductDialog
                id={dialogId(product)}
                product={product}
                contact={contact}
                summary={ordering.summary}
              />
              <ProductCard product={product} dialogId={dialogId(product)} inView={inView} />
            </li>
          ))}
        </ul>
        <HowToOrder ordering={ordering} contact={contact} />
      </div>
    </section>
  )
}

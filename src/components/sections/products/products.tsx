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
import { eventProduct, eventSection } from '../../../config/order-events'

export const query = graphql`
  fragment OrderContact on SiteJson {
    brand
    whatsapp
    fdaNumber
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
  /** The route opens at this section (/product/), so the card photos load at once. */
  inView?: boolean
}

const dialogId = (product: Pick<Queries.ProductCardFragment, 'productId'>): string =>
  `buy-${product.productId}`

/** The ingredients every product lists alike, said once above the cards; null when they differ. */
export function sharedIngredients(products: readonly Pick<Queries.ProductCardFragment, 'ingredients'>[]) {
  const [first, ...rest] = products.map(({ ingredients }) => (ingredients ?? []).join(', '))
  return first && rest.every(list => list === first) ? first : null
}

export function Products({ copy, products, contact, ordering, inView = false }: ProductsProps) {
  const intro = linkPhrase(copy.intro, UI_TEXT.callUs, `tel:${contact.phone.tel}`)
  const shared = sharedIngredients(products)
  return (
    <section {...sectionProps(SECTION.products)} className={styles.products} {...eventSection('products')}>
      <div className={styles.inner}>
        <SectionHeading id={titleId(SECTION.products)} title={copy.heading} intro={intro} />
        {shared && (
          <p className={styles.shared}>
            <strong>{UI_TEXT.inEveryPack}</strong> {shared}
          </p>
        )}
        <ul className={styles.grid}>
          {products.map(product => (
            <li key={product.productId} {...eventProduct(product.productId)}>
              {/* Dialog first: a page shown while still arriving must not offer Buy Now before it. */}
              <ProductDialog
                id={dialogId(product)}
                product={product}
                contact={contact}
                summary={ordering.summary}
              />
              <ProductCard
                product={product}
                dialogId={dialogId(product)}
                inView={inView}
                showIngredients={!shared}
              />
            </li>
          ))}
        </ul>
        <HowToOrder ordering={ordering} contact={contact} />
      </div>
    </section>
  )
}

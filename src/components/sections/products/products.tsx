import React from 'react'
import { graphql } from 'gatsby'
import { ProductCard } from './product-card'
import { SectionHeading } from '../../section-heading/section-heading'
import { ProductDialog } from '../../product-dialog/product-dialog'
import { HowToOrder } from '../../how-to-order/how-to-order'
import { UI_TEXT } from '../../../config/ui-text'
import * as styles from './products.module.scss'
import { SECTION, sectionProps, titleId } from '../../../config/section-ids'
import { eventProduct, eventSection } from '../../../config/order-events'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment Products on SiteJson {
    productsSection {
      ...SectionHeading
    }
    ...ProductDialogSite
    ...HowToOrder
  }
`

interface ProductsProps {
  site: Queries.ProductsFragment
  products: readonly (Queries.ProductCardFragment & Queries.ProductDialogFragment)[]
  /** The route opens at this section (/product/), so the card photos load at once. */
  inView?: boolean
}

const dialogId = (product: Pick<Queries.ProductCardFragment, 'productId'>): string =>
  `buy-${product.productId}`

/** The ingredients every product lists alike, said once above the cards; null when they differ. */
function sharedIngredients(products: readonly Pick<Queries.ProductCardFragment, 'ingredients'>[]) {
  const [first, ...rest] = products.map(({ ingredients }) => (ingredients ?? []).join(', '))
  return first && rest.every(list => list === first) ? first : null
}

function linkPhrase(text: string, phrase: string, href: string): React.ReactNode {
  const start = text.toLowerCase().indexOf(phrase.toLowerCase())
  if (start < 0 || !phrase) return text
  const end = start + phrase.length
  return (
    <>
      {text.slice(0, start)}
      <a href={href}>{text.slice(start, end)}</a>
      {text.slice(end)}
    </>
  )
}

export function Products({ site, products, inView = false }: ProductsProps) {
  const copy = site.productsSection
  const intro = linkPhrase(copy.intro, UI_TEXT.callUs, `tel:${site.phone.tel}`)
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
              <ProductDialog id={dialogId(product)} product={product} site={site} />
              <ProductCard
                product={product}
                dialogId={dialogId(product)}
                inView={inView}
                showIngredients={!shared}
              />
            </li>
          ))}
        </ul>
        <HowToOrder site={site} />
      </div>
    </section>
  )
}

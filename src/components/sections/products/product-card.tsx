import React from 'react'
import { graphql } from 'gatsby'
import { ProductPhoto } from '../../product-photo/product-photo'
import { CommandButton } from '../../command-button/command-button'
import { UI_TEXT } from '../../../config/ui-text'
import * as styles from './product-card.module.scss'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment ProductCard on ProductsJson {
    productId
    name
    description
    price
    pricePer100g
    format
    packSize
    stockNote
    ingredients
    ...ProductPhoto
  }
`

interface ProductCardProps {
  product: Queries.ProductCardFragment
  dialogId: string
  inView?: boolean
  /** Products list the ingredients once above the cards when every pack has the same. */
  showIngredients?: boolean
}

/** "Pouch · 100 g", or the pack size alone where the content names no format. */
export const packLabel = ({ format, packSize }: { format: string | null; packSize: string }) =>
  format ? `${format} · ${packSize}` : packSize

export function ProductCard({ product, dialogId, inView = false, showIngredients = true }: ProductCardProps) {
  const titleId = `product-${product.productId}-name`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <ProductPhoto product={product} className={styles.image} eager={inView} />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {product.name}
        </h3>
        <p className={styles.packSize}>{packLabel(product)}</p>
        <div className={styles.text}>
          <p className={styles.description}>{product.description}</p>
          {showIngredients && !!product.ingredients?.length && (
            <p className={styles.ingredients}>{product.ingredients.join(', ')}</p>
          )}
          {product.stockNote && <p className={styles.stock}>{product.stockNote}</p>}
        </div>
        <div className={styles.footer}>
          <p className={styles.price}>
            {product.price} <span className={styles.per100g}>{product.pricePer100g}</span>
          </p>
          <CommandButton
            command="show-modal"
            commandfor={dialogId}
            className={styles.buy}
            aria-haspopup="dialog"
            aria-describedby={titleId}
          >
            {UI_TEXT.buyNow}
          </CommandButton>
        </div>
      </div>
    </article>
  )
}

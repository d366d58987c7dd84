import React from 'react'
import { graphql } from 'gatsby'
import { Picture } from '../../picture/picture'
import { CommandButton } from '../../command-button/command-button'
import { UI_TEXT } from '../../../config/ui-text'
import * as styles from './product-card.module.scss'

export const query = graphql`
  fragment ProductCard on ProductsJson {
    productId
    name
    description
    price
    pricePer100g
    format
    packSize
    imageAlt
    stockNote
    ingredients
    shelfLife
    storage
    image {
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1
          breakpoints: [330, 390, 460, 540, 630, 740]
          sizes: "(min-width: 1600px) 20vw, (min-width: 1024px) min(341px, 29vw), (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)"
          placeholder: DOMINANT_COLOR
        )
      }
    }
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
export const packLabel = ({ format, packSize }: Pick<Queries.ProductCardFragment, 'format' | 'packSize'>) =>
  format ? `${format} · ${packSize}` : packSize

export function ProductCard({ product, dialogId, inView = false, showIngredients = true }: ProductCardProps) {
  const image = product.image.childImageSharp?.gatsbyImageData
  const titleId = `product-${product.productId}-name`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image && <Picture image={image} alt={product.imageAlt} className={styles.image} eager={inView} />}
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

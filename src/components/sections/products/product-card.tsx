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
    packSize
    imageAlt
    stockNote
    ingredients
    image {
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1
          breakpoints: [320, 480, 640, 720, 960]
          sizes: "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)"
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
}

export function ProductCard({ product, dialogId, inView = false }: ProductCardProps) {
  const image = product.image.childImageSharp?.gatsbyImageData
  const titleId = `product-${product.productId}-name`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image && <Picture image={image} alt={product.imageAlt} className={styles.image} eager={inView} />}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {product.name}
        </h3>
        <p className={styles.packSize}>{product.packSize}</p>
        <p className={styles.description}>{product.description}</p>
        {!!product.ingredients?.length && (
          <p className={styles.ingredients}>{product.ingredients.join(', ')}</p>
        )}
        {product.stockNote && <p className={styles.stock}>{product.stockNote}</p>}
        <div className={styles.footer}>
          <p className={styles.price}>{product.price}</p>
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

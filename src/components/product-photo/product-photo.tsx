import React from 'react'
import { graphql } from 'gatsby'
import { Picture } from '../picture/picture'

/** @public Gatsby finds the fragment at build time; nothing imports it. */
export const query = graphql`
  fragment ProductPhoto on ProductsJson {
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1
          breakpoints: [330, 390, 460, 540, 630, 740]
          sizes: "(min-width: 100em) 20vw, (min-width: 64em) min(341px, 29vw), (min-width: 40em) calc(50vw - 3rem), calc(100vw - 2rem)"
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`

interface ProductPhotoProps {
  product: Queries.ProductPhotoFragment
  className?: string
  eager?: boolean
}

/** The pack's photo, one size for the card and the Buy Now dialog (the structured data names its file too). */
export function ProductPhoto({ product, className, eager }: ProductPhotoProps) {
  const image = product.image.childImageSharp?.gatsbyImageData
  return image ? <Picture image={image} alt={product.imageAlt} className={className} eager={eager} /> : null
}

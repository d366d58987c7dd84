import React, { useState } from 'react'
import { ProductCard } from './product-card'
import { SectionHeading } from '../../section-heading/section-heading'
import { ProductModal } from '../../product-modal/product-modal'
import * as styles from './products.module.scss'

interface ProductsProps {
  copy: Queries.SectionCopyFragment
  products: readonly Queries.ProductCardFragment[]
  phone: { display: string; tel: string }
}

/** The product grid (1, 2 or 3 columns) and the Buy Now dialog. */
export function Products({ copy, products, phone }: ProductsProps) {
  const [selected, setSelected] = useState<Queries.ProductCardFragment | null>(null)
  return (
    <>
      <section id="products" className={styles.products} aria-labelledby="products-title" tabIndex={-1}>
        <div className={styles.inner}>
          <SectionHeading id="products-title" title={copy.heading} intro={copy.intro} />
          <ul className={styles.grid}>
            {products.map(product => (
              <li key={product.productId}>
                <ProductCard product={product} onBuy={setSelected} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      {/* Outside the section: the section's content-visibility would hold its fixed overlay inside it. */}
      {selected && <ProductModal product={selected} phone={phone} onClose={() => setSelected(null)} />}
    </>
  )
}

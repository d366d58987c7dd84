/**
 * What the link-preview card shows, shared by the build step that renders it (gatsby-node.ts) and
 * the Seo component that describes it (og:image:alt), so the alt text always matches the picture.
 */

interface CardProduct {
  productId: number
  imageAlt: string
}

/** The product on the card: the first of the range (lowest id), whatever order the JSON is in. */
export function socialCardProduct<T extends CardProduct>(products: readonly T[]): T | undefined {
  return [...products].sort((a, b) => a.productId - b.productId)[0]
}

/** Alt text of the card: what it says, then the product photo's own description. */
export function socialCardAlt(brand: string, tagline: string, product?: CardProduct): string {
  const text = `${brand}: ${tagline}.`
  return product ? `${text} ${product.imageAlt}.` : text
}

/** Shared by the card's renderer and Seo's og:image:alt, so the alt text matches the picture. */

type CardProduct = Pick<Queries.ProductsJson, 'productId' | 'imageAlt'>

/** The first of the range (lowest id), whatever order the JSON is in. */
export function socialCardProduct<T extends CardProduct>(products: readonly T[]): T | undefined {
  return [...products].sort((a, b) => a.productId - b.productId)[0]
}

export function socialCardAlt(brand: string, tagline: string, product?: CardProduct): string {
  const text = `${brand}: ${tagline}.`
  return product ? `${text} ${product.imageAlt}.` : text
}

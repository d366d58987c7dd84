import { socialCardAlt, socialCardProduct } from '../../src/utils/social-card'
import { products } from '../fixtures/landing-page'

describe('socialCardProduct', () => {
  it('is the first product of the range, whatever the order of the list', () => {
    const first = Math.min(...products.map(product => product.productId))
    expect(socialCardProduct(products)?.productId).toBe(first)
    expect(socialCardProduct([...products].reverse())?.productId).toBe(first)
    expect(socialCardProduct([])).toBeUndefined()
  })
})

describe('socialCardAlt', () => {
  it('says what the card shows: the brand, its line and the product photo', () => {
    expect(socialCardAlt('Drobonso Farms', 'Fortified powdered okro', products[0])).toBe(
      `Drobonso Farms: Fortified powdered okro. ${products[0]?.imageAlt}.`,
    )
    expect(socialCardAlt('Drobonso Farms', 'Fortified powdered okro')).toBe(
      'Drobonso Farms: Fortified powdered okro.',
    )
  })
})

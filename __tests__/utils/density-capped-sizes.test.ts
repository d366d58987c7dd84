import { densityCappedSizes } from '../../src/utils/density-capped-sizes'

it('caps the phones’ slot at 2× for denser screens, keeping commas inside min() and calc() in their slot', () => {
  expect(densityCappedSizes('(min-width: 640px) min(720px, 90vw), calc(100vw - 2rem)')).toBe(
    [
      '(min-width: 640px) min(720px, 90vw)',
      '(min-resolution: 2.8dppx) calc(calc(100vw - 2rem) * 0.6667)',
      '(min-resolution: 2.3dppx) calc(calc(100vw - 2rem) * 0.7619)',
      'calc(100vw - 2rem)',
    ].join(', '),
  )
})

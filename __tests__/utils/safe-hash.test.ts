import { safeHash } from '../../src/utils/safe-hash'

it.each([
  ['#products', '#products'],
  ['#caf%C3%A9', '#caf%C3%A9'],
  ['', ''],
  ['#products%', '#products'],
  ['#%', ''],
  ['#%E0%A4%A', ''],
  ['#about%zz', '#aboutzz'],
])('%s → %s', (hash, expected) => {
  expect(safeHash(hash)).toBe(expected)
  expect(() => decodeURI(safeHash(hash))).not.toThrow()
})

import { repairAddress } from '../../src/utils/repair-address'
import { SECTION } from '../../src/config/section-ids'

/** Runs the repair on an address; returns the address it leaves and the section it scrolls to. */
function repaired(pathname: string, hash: string, search = '') {
  let address = `${pathname}${search}${hash}`
  let scrolledTo: string | undefined
  let onLoaded: (() => void) | undefined
  repairAddress(
    { pathname, search, hash },
    { state: null, replaceState: (_state, _title, url) => void (address = String(url)) },
    {
      addEventListener: ((_type: string, listener: () => void) =>
        (onLoaded = listener)) as unknown as Document['addEventListener'],
      getElementById: (id: string) => ({ scrollIntoView: () => (scrolledTo = id) }) as unknown as HTMLElement,
    },
  )
  onLoaded?.()
  expect(() => decodeURI(address)).not.toThrow()
  return { address, scrolledTo }
}

it.each([
  ['/', `#${SECTION.products}`, `/#${SECTION.products}`, undefined],
  ['/', '#caf%C3%A9', '/#caf%C3%A9', undefined],
  ['/', `#${SECTION.products}%`, `/#${SECTION.products}`, SECTION.products],
  ['/', '#%', '/', undefined],
  ['/', '#%E0%A4%A', '/', undefined],
  ['/about/', '#%', '/about/', undefined],
  ['/%C0%AE%C0%AE/', '', '/%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD/', undefined],
  ['/caf%C3%A9/', '', '/caf%C3%A9/', undefined],
])('%s%s → %s', (pathname, hash, expected, section) => {
  expect(repaired(pathname, hash)).toEqual({ address: expected, scrolledTo: section })
})

it('keeps the query string', () => {
  expect(repaired('/about/', '#x%', '?from=ad').address).toBe('/about/?from=ad#x')
})

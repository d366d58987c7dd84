/**
 * In an engine without popovers (jsdom has none, like Chrome before 114), a toggle tapped before the polyfill
 * arrives opens its popover at once, and the polyfill then takes it over, still open.
 */
import { earlyPopovers } from '../../src/utils/early-popovers'

const OPEN = ':popover-open'

function page() {
  document.body.innerHTML = `
    <nav id="menu" popover="auto"><a href="#home">Home</a></nav>
    <div id="search" popover="auto"><input></div>
    <button type="button" popovertarget="menu">Menu</button>
    <button type="button" popovertarget="search">Search</button>
    <button type="button" popovertarget="dialog" commandfor="dialog">Buy Now</button>
    <dialog id="dialog" popover="auto"></dialog>`
  const get = (id: string) => document.getElementById(id)!
  const tap = (label: string) =>
    [...document.querySelectorAll('button')].find(button => button.textContent === label)!.click()
  const openOnes = () =>
    [...document.querySelectorAll('[popover]')].filter(p => p.classList.contains(OPEN)).map(p => p.id)
  return { get, tap, openOnes }
}

describe('earlyPopovers, before the polyfill', () => {
  beforeAll(() => {
    expect('popover' in HTMLElement.prototype).toBe(false)
    earlyPopovers(document)
  })

  it('a toggle opens its popover on the first tap and closes it on the second', () => {
    const { tap, openOnes } = page()
    tap('Menu')
    expect(openOnes()).toEqual(['menu'])
    tap('Menu')
    expect(openOnes()).toEqual([])
  })

  it('opening one closes the other, Escape closes it, and Buy Now is left to the dialog script', () => {
    const { tap, openOnes } = page()
    tap('Menu')
    tap('Search')
    expect(openOnes()).toEqual(['search'])
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(openOnes()).toEqual([])
    tap('Buy Now')
    expect(openOnes()).toEqual([])
  })

  it('a link chosen in the open menu closes it', () => {
    const { tap, openOnes } = page()
    tap('Menu')
    document.querySelector<HTMLAnchorElement>('#menu a')!.click()
    expect(openOnes()).toEqual([])
  })

  it("Tab from the open menu's last link goes on from its toggle; in the Buy Now dialog it is the browser's", () => {
    const { tap } = page()
    tap('Menu')
    const tab = (from: HTMLElement) => {
      from.focus()
      from.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    }
    tab(document.querySelector<HTMLAnchorElement>('#menu a')!)
    expect(document.activeElement).toHaveTextContent('Menu')
    // The dialog's × is its own popovertarget twin, so a jump to "its toggle" stepped back over the close controls.
    document.getElementById('dialog')!.innerHTML =
      '<button type="button" popovertarget="dialog" commandfor="dialog" command="close">×</button><button type="button">Close</button>'
    document.getElementById('dialog')!.setAttribute('open', '')
    const close = [...document.querySelectorAll('#dialog button')].pop() as HTMLButtonElement
    tab(close)
    expect(document.activeElement).toBe(close)
  })

  it('the polyfill takes over a popover opened before it arrived, open, and then answers the toggles itself', async () => {
    const { get, tap } = page()
    tap('Menu')
    const { applyPopoverPolyfill } = await import('../../src/utils/popover-polyfill')
    applyPopoverPolyfill(document)
    expect(get('menu').matches(':popover-open')).toBe(true)
    get('menu').hidePopover()
    expect(get('menu').matches(':popover-open')).toBe(false)
    tap('Search')
    expect(get('search').matches(':popover-open')).toBe(true)
    expect(get('menu').classList.contains(OPEN)).toBe(false)
  })

  it('once the polyfill has arrived, a link chosen in the open menu closes it, and one tap reopens it', async () => {
    const { get, tap } = page()
    const { applyPopoverPolyfill } = await import('../../src/utils/popover-polyfill')
    applyPopoverPolyfill(document)
    tap('Menu')
    expect(get('menu').matches(':popover-open')).toBe(true)
    get('menu').querySelector('a')!.click()
    expect(get('menu').matches(':popover-open')).toBe(false)
    tap('Menu')
    expect(get('menu').matches(':popover-open')).toBe(true)
  })
})

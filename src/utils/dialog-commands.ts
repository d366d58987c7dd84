/**
 * Gives the dialog buttons and dialogs their HTML behaviour where the engine has <dialog> but not
 * invoker commands (`command="show-modal" | "close"` with `commandfor`) or `closedby="any"` (a
 * click on the backdrop closes): WebKit before Safari 26.2. It is the only handler of those
 * clicks for the page's whole life, before hydration and after, so a tap can never open or close
 * a dialog twice; React renders the attributes and adds no handler of its own.
 *
 * - A handled button click is cancelled, so the button's `popovertarget` twin (the way in with
 *   JavaScript off, see command-button.tsx) does not act as well.
 * - A backdrop click must also have been pressed on the backdrop: a text selection dragged out of
 *   the dialog's box ends with a click on the dialog too, and must not close it.
 *
 * Runs as an inline script in <head> (gatsby-ssr.tsx), before the body is parsed: one listener on
 * the document serves every button that follows. It must use nothing from outside its own body,
 * and its body is shipped as written (hence no comments inside, and no `?.`, which Babel spells out).
 */
export function dialogCommands(document: Document): void {
  const view = document.defaultView
  if (!view || !view.HTMLDialogElement) return
  const Dialog = view.HTMLDialogElement
  const nativeCommands = 'commandForElement' in view.HTMLButtonElement.prototype
  const nativeClosedBy = 'closedBy' in Dialog.prototype
  if (nativeCommands && nativeClosedBy) return
  const backdropOf = (event: MouseEvent): HTMLDialogElement | null => {
    const dialog = event.target
    if (nativeClosedBy || !(dialog instanceof Dialog) || dialog.getAttribute('closedby') !== 'any')
      return null
    const box = dialog.getBoundingClientRect()
    const { clientX: x, clientY: y } = event
    return x < box.left || x > box.right || y < box.top || y > box.bottom ? dialog : null
  }
  let pressedBackdrop: HTMLDialogElement | null = null
  document.addEventListener('pointerdown', event => {
    pressedBackdrop = backdropOf(event)
  })
  document.addEventListener('click', event => {
    const target = event.target
    const button = !nativeCommands && target instanceof view.Element && target.closest('button[commandfor]')
    const dialog = button && document.getElementById(button.getAttribute('commandfor') || '')
    if (button && dialog instanceof Dialog) {
      const command = button.getAttribute('command')
      if (command === 'show-modal' && !dialog.open) dialog.showModal()
      else if (command === 'close' && dialog.open) dialog.close()
      else return
      event.preventDefault()
    } else if (pressedBackdrop && pressedBackdrop === backdropOf(event)) {
      pressedBackdrop.close()
    }
  })
}

/** The inline script: the function above, called on the page's document. */
export const DIALOG_COMMANDS_SCRIPT = `(${dialogCommands.toString()})(document)`

// Invoker commands and closedby="any" where <dialog> lacks them (WebKit before Safari 26.2, Chrome before
// 135, docs/testing.md); part of the page's first inline script (src/inline-scripts/).
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

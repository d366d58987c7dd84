/**
 * Gives an element the `autofocus` attribute a dialog or popover focuses as it opens: React writes it
 * into the server's HTML, but on a page rendered in the browser (`gatsby develop`, a client-side
 * navigation) it only focuses the element once, as it mounts inside the still-closed dialog.
 */
export function keepAutofocus(element: HTMLElement | null): void {
  element?.setAttribute('autofocus', '')
}

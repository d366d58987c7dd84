/** The `autofocus` a dialog or popover focuses as it opens, which React leaves out of a page rendered in the browser. */
export function keepAutofocus(element: HTMLElement | null): void {
  element?.setAttribute('autofocus', '')
}

import React, { useEffect, useRef } from 'react'
import { hidePopover, hideWhenFocusLeaves } from '../../hooks/use-popover-open'
import { UI_TEXT } from '../../config/ui-text'
import { PENDING_SEARCH_ATTRIBUTE } from '../../utils/deferred-scripts'
import { keepAutofocus } from '../../utils/autofocus'
import * as styles from './search-bar.module.scss'

/** `method="dialog"` outside a dialog submits nowhere, so a submit before hydration never leaves the page. */
export function SearchBar({ id, className }: { id: string; className?: string }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const toggle = (): HTMLElement | null => document.querySelector<HTMLElement>(`[popovertarget="${id}"]`)

  const search = (): void => {
    formRef.current?.removeAttribute(PENDING_SEARCH_ATTRIBUTE)
    const input = inputRef.current
    const text = input?.value.trim() ?? ''
    if (!input || !text) return
    // Cleared before the (blocking) alert so a second, queued submit finds nothing to send.
    input.value = ''
    window.alert(UI_TEXT.searchAlertPrefix + text)
    hidePopover(id)
    toggle()?.focus()
  }

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    search()
  }

  // A search sent before hydration (marked by the page's script loader) is answered now, once.
  useEffect(() => {
    if (formRef.current?.hasAttribute(PENDING_SEARCH_ATTRIBUTE)) search()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the mark present at hydration
  }, [])

  useEffect(() => keepAutofocus(inputRef.current), [])

  // In a search field the browser spends the first Escape on clearing the text; one Escape closes the bar.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    hidePopover(id)
    toggle()?.focus()
  }

  return (
    <div
      id={id}
      popover="auto"
      className={className ? `${styles.bar} ${className}` : styles.bar}
      onBlur={hideWhenFocusLeaves(id)}
    >
      <form
        ref={formRef}
        // The page's script loader may have marked a search sent before hydration.
        suppressHydrationWarning
        role="search"
        method="dialog"
        className={styles.form}
        onSubmit={handleSubmit}
      >
        <label className={styles.label} htmlFor={`${id}-input`}>
          {UI_TEXT.searchLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          // The popover moves focus here when the visitor opens it, as the design asks.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onKeyDown={handleKeyDown}
          placeholder={UI_TEXT.searchPlaceholder}
        />
        <button className={styles.submit} type="submit">
          {UI_TEXT.searchSubmit}
        </button>
      </form>
    </div>
  )
}

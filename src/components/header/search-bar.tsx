import React, { useEffect, useRef } from 'react'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './search-bar.module.scss'

interface SearchBarProps {
  id: string
  open: boolean
  onClose: () => void
}

/**
 * The spec's search: it searches nothing. A non-empty trimmed text is echoed in an alert, then
 * the input is cleared and the bar hides; an empty or whitespace-only text does nothing.
 */
export function SearchBar({ id, open, onClose }: SearchBarProps) {
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const input = inputRef.current
    const text = input?.value.trim() ?? ''
    if (!input || !text) return
    // Cleared before the (blocking) alert so a second, queued submit finds nothing to send.
    input.value = ''
    window.alert(UI_TEXT.searchAlertPrefix + text)
    onClose()
  }

  return (
    <div id={id} className={styles.bar} hidden={!open}>
      <form role="search" className={styles.form} onSubmit={handleSubmit}>
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
          placeholder={UI_TEXT.searchPlaceholder}
        />
        <button className={styles.submit} type="submit">
          {UI_TEXT.searchSubmit}
        </button>
      </form>
    </div>
  )
}

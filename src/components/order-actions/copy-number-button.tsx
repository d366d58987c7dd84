import React, { useEffect, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './order-actions.module.scss'
import { eventAction } from '../../config/order-events'

interface CopyNumberButtonProps {
  /** What goes on the clipboard. */
  number: string
  /** The number as the page writes it, which the status line repeats. */
  shown: string
  /** Id of the element showing the number: selected where the Clipboard API is missing. */
  numberElementId: string
  label?: string
  className?: string
}

/**
 * For a visitor on a computer that cannot dial. It needs JavaScript, so until React runs it keeps its place
 * unseen and disabled: showing it then moves nothing (a link to a section below it would otherwise land off).
 */
export function CopyNumberButton({
  number,
  shown,
  numberElementId,
  label = UI_TEXT.copyNumber,
  className,
}: CopyNumberButtonProps) {
  const [ready, setReady] = useState(false)
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle')
  useEffect(() => setReady(true), [])

  const selectNumber = (): void => {
    const element = document.getElementById(numberElementId)
    if (element) window.getSelection()?.selectAllChildren(element)
    setState('selected')
  }

  const copy = (): void => {
    if (!navigator.clipboard?.writeText) return selectNumber()
    navigator.clipboard.writeText(number).then(() => setState('copied'), selectNumber)
  }

  return (
    <>
      <button
        type="button"
        disabled={!ready}
        className={[styles.secondary, !ready && styles.pending, className].filter(Boolean).join(' ')}
        onClick={copy}
        {...eventAction('copy')}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? UI_TEXT.copied : label}
      </button>
      <p role="status" className={styles.copyStatus}>
        {{ idle: '', copied: `${UI_TEXT.copied} ${shown}`, selected: UI_TEXT.numberSelected }[state]}
      </p>
    </>
  )
}

import React, { useEffect, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { UI_TEXT } from '../../config/ui-text'
import * as styles from './product-dialog.module.scss'

interface CopyNumberButtonProps {
  /** The number to copy, in international format. */
  number: string
  /** Id of the element showing the number: selected where the Clipboard API is missing. */
  numberElementId: string
}

type CopyState = 'idle' | 'copied' | 'selected'

/**
 * Copies the farm's number, for a visitor on a computer that cannot dial. It needs JavaScript, so
 * it appears only once React runs. Where the Clipboard API is missing or refused, it selects the
 * number on screen so the visitor can copy it by hand. The result is shown and announced.
 */
export function CopyNumberButton({ number, numberElementId }: CopyNumberButtonProps) {
  const [ready, setReady] = useState(false)
  const [state, setState] = useState<CopyState>('idle')
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

  if (!ready) return null
  return (
    <>
      <button type="button" className={styles.secondaryAction} onClick={copy} data-event="copy">
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? UI_TEXT.copied : UI_TEXT.copyNumber}
      </button>
      <p role="status" className={styles.copyStatus}>
        {state === 'copied'
          ? `${UI_TEXT.copied} ${number}`
          : state === 'selected'
            ? UI_TEXT.numberSelected
            : ''}
      </p>
    </>
  )
}

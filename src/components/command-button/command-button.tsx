import React from 'react'

type Command = 'show-modal' | 'close'

interface CommandButtonProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'command'> {
  command: Command
  /** Id of the <dialog> the command acts on. */
  commandfor: string
}

/** True where the browser runs `command` / `commandfor` itself (Chromium 135+, Firefox 144+, Safari 26.2+). */
export const supportsInvokerCommands = (): boolean =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/**
 * A button that opens or closes a <dialog> through HTML invoker commands, so it works from the
 * first paint and without JavaScript. Where a browser does not know invoker commands, the click
 * handler does the same once React has hydrated.
 */
export function CommandButton({
  command,
  commandfor,
  onClick,
  type = 'button',
  ...rest
}: CommandButtonProps) {
  const handleClick = (event: React.MouseEvent<HTMLButtonElement>): void => {
    onClick?.(event)
    if (event.defaultPrevented || supportsInvokerCommands()) return
    const dialog = document.getElementById(commandfor)
    if (!(dialog instanceof HTMLDialogElement)) return
    if (command === 'show-modal' && !dialog.open) dialog.showModal()
    if (command === 'close') dialog.close()
  }
  return <button type={type} command={command} commandfor={commandfor} onClick={handleClick} {...rest} />
}

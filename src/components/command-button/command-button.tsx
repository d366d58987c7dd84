import React from 'react'

type Command = 'show-modal' | 'close'

interface CommandButtonProps extends Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'command' | 'popovertarget' | 'popovertargetaction'
> {
  command: Command
  /** Id of the <dialog> the command acts on; the dialog must also carry `popover` (see below). */
  commandfor: string
}

/** What the `popovertarget` twin does where the engine has no invoker commands and no script runs. */
const POPOVER_ACTION = { 'show-modal': 'show', close: 'hide' } as const

/**
 * A button that opens or closes a <dialog> through HTML invoker commands, so it works from the
 * first paint and without JavaScript where the engine has them (Chromium 135+, Firefox 144+,
 * Safari 26.2+). Elsewhere the inline dialog-commands script does the same from the first paint
 * (src/utils/dialog-commands.ts). Where neither runs (WebKit with JavaScript off), the
 * `popovertarget` twin opens the same dialog as a popover: engines that know `commandfor` ignore it.
 */
export function CommandButton({ command, commandfor, type = 'button', ...rest }: CommandButtonProps) {
  return (
    <button
      type={type}
      command={command}
      commandfor={commandfor}
      popovertarget={commandfor}
      popovertargetaction={POPOVER_ACTION[command]}
      {...rest}
    />
  )
}

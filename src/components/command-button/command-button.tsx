import React from 'react'

const POPOVER_ACTION = { 'show-modal': 'show', close: 'hide' } as const

interface CommandButtonProps extends Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'command' | 'popoverTarget' | 'popoverTargetAction'
> {
  command: keyof typeof POPOVER_ACTION
  /** The dialog must also carry `popover`, for the twin below. */
  commandfor: string
}

/** Where neither invoker commands nor a script run, the popovertarget twin opens the dialog. */
export function CommandButton({ command, commandfor, type = 'button', ...rest }: CommandButtonProps) {
  return (
    <button
      type={type}
      command={command}
      commandfor={commandfor}
      popoverTarget={commandfor}
      popoverTargetAction={POPOVER_ACTION[command]}
      {...rest}
    />
  )
}

// React 18 passes unknown lowercase attributes to the DOM, but its types lack popover and invokers.
import 'react'

/* eslint-disable @typescript-eslint/no-unused-vars -- the type parameters must match React's declarations */

declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | 'hint'
  }
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
    commandfor?: string
    popovertarget?: string
    popovertargetaction?: 'toggle' | 'show' | 'hide'
  }
}

// React 18 passes lowercase attributes it does not know straight to the DOM, which is how the
// Popover API and invoker commands are written here; its types just do not list them yet.
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

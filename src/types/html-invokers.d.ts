// React passes unknown lowercase attributes to the DOM, but its types (19.3) lack the invoker commands.
import 'react'

/* eslint-disable @typescript-eslint/no-unused-vars -- the type parameters must match React's declarations */

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
    commandfor?: string
  }
}

import React from 'react'

interface ErrorBoundaryProps {
  /** The page as the server rendered it, taken before React hydrated it. */
  serverHtml: () => string | undefined
  children: React.ReactNode
}

interface ErrorBoundaryState {
  failed: boolean
}

/**
 * Keeps the page on screen when a client-side error would make React unmount it: the page as the
 * server rendered it comes back as plain HTML, where links, tel: and the native dialog and popovers
 * still work without a script.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: unknown): void {
    console.error('The page hit an error and is shown as the server rendered it:', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    const html = this.props.serverHtml()
    return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null
  }
}

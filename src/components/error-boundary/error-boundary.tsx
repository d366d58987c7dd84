import React from 'react'

interface ErrorBoundaryProps {
  /** The page's HTML as it stands; read when an error strikes, before React replaces the page. */
  snapshot: () => string | undefined
  children: React.ReactNode
}

/** The page's HTML comes back as plain markup, where links, tel: and dialogs work without script. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }
  private html: string | undefined

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: unknown): void {
    console.error('The page hit an error and is shown without its scripts:', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    this.html ??= this.props.snapshot()
    return this.html ? <div dangerouslySetInnerHTML={{ __html: this.html }} /> : null
  }
}

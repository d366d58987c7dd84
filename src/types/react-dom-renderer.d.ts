// Gatsby's types name react-dom's Renderer (ReactDOM 17's render) as replaceHydrateFunction's result; React 19's types dropped it.
import type React from 'react'

declare module 'react-dom' {
  /** What Gatsby calls with the page and its container; a returned function is its cleanup. */
  export type Renderer = (element: React.ReactElement, container: Element) => void | (() => void)
}

import React from 'react'
import { Writable } from 'stream'
import { renderToPipeableStream } from 'react-dom/server'
import type { GatsbySSR } from 'gatsby'
import HEAD_SCRIPT from './src/inline-scripts/head.inline?script'
import END_OF_BODY_SCRIPT from './src/inline-scripts/end-of-body.inline?script'
import { DEFERRED_SCRIPTS_ID } from './src/utils/deferred-scripts'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' })
  // First in <head>: before any of Gatsby's scripts and before the body's first paint.
  setHeadComponents([<script key="head-script" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />])
}

/**
 * Everything Gatsby puts after the body (its page data, chunk map and bundles) waits in an inert
 * <template> until the first screen has loaded, then one small script adds it: the page works
 * natively until React hydrates it, so the bundles never compete with what the visitor sees first.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents([
    <template key={DEFERRED_SCRIPTS_ID} id={DEFERRED_SCRIPTS_ID}>
      {getPostBodyComponents()}
    </template>,
    <script key="end-of-body-script" dangerouslySetInnerHTML={{ __html: END_OF_BODY_SCRIPT }} />,
  ])
}

/**
 * Gatsby's own rendering with one option: every section's hydration boundary stays inline in the HTML,
 * where React would otherwise move the later ones behind completion scripts that need JavaScript.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) =>
  new Promise<void>((resolve, reject) => {
    const chunks: Buffer[] = []
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        replaceBodyHTMLString(Buffer.concat(chunks).toString('utf8'))
        resolve()
        done()
      },
    })
    const { pipe } = renderToPipeableStream(bodyComponent as React.ReactElement, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(body),
      onError: reject,
    })
  })

import React from 'react'
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

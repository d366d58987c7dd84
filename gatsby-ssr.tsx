import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { REPAIR_ADDRESS_SCRIPT } from './src/utils/repair-address'
import { DIALOG_COMMANDS_SCRIPT } from './src/utils/dialog-commands'
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_SCRIPT } from './src/utils/deferred-scripts'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' })
  setHeadComponents([
    // First in <head>, so it runs before any of Gatsby's scripts can read the address.
    <script key="repair-address" dangerouslySetInnerHTML={{ __html: REPAIR_ADDRESS_SCRIPT }} />,
    // Before the body, so Buy Now works from the first paint in engines without invoker commands.
    <script key="dialog-commands" dangerouslySetInnerHTML={{ __html: DIALOG_COMMANDS_SCRIPT }} />,
  ])
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
    <script key="deferred-scripts-loader" dangerouslySetInnerHTML={{ __html: DEFERRED_SCRIPTS_SCRIPT }} />,
  ])
}

import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { REPAIR_ADDRESS_SCRIPT } from './src/utils/repair-address'
import { DIALOG_COMMANDS_SCRIPT } from './src/utils/dialog-commands'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' })
  setHeadComponents([
    // First in <head>, so it runs before any of Gatsby's scripts can read the address.
    <script key="repair-address" dangerouslySetInnerHTML={{ __html: REPAIR_ADDRESS_SCRIPT }} />,
    // Before the body, so Buy Now works from the first paint in engines without invoker commands.
    <script key="dialog-commands" dangerouslySetInnerHTML={{ __html: DIALOG_COMMANDS_SCRIPT }} />,
  ])
}

import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { REPAIR_ADDRESS_SCRIPT } from './src/utils/repair-address'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' })
  // First in <head>, so it runs before any of Gatsby's scripts can read the address.
  setHeadComponents([
    <script key="repair-address" dangerouslySetInnerHTML={{ __html: REPAIR_ADDRESS_SCRIPT }} />,
  ])
}

import React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { scriptSafeJson } from '../../utils/script-safe-json'

/** The schema.org markup, resolved at build time (plugins/content-source/structured-data); one static query for every route. */
export function StructuredData() {
  const { siteJson } = useStaticQuery<Queries.StructuredDataQuery>(graphql`
    query StructuredData {
      siteJson {
        structuredData
      }
    }
  `)
  if (!siteJson) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(siteJson.structuredData) }}
    />
  )
}

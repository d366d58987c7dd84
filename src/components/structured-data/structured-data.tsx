import React from 'react'
import type { Graph } from 'schema-dts'
import { scriptSafeJson } from '../../utils/script-safe-json'

/**
 * The page's schema.org markup, placed after the content rather than in the head: search engines
 * read it anywhere, and the bytes a phone needs before the hero's first paint stay few.
 */
export function StructuredData({ data }: { data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
}

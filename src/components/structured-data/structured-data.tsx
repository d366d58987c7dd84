import React from 'react'
import { graphql } from 'gatsby'
import type { Graph } from 'schema-dts'
import { scriptSafeJson } from '../../utils/script-safe-json'

/** What the build's structured data (plugins/content/structured-data/structured-data.ts) reads, spread by createPages. */
export const query = graphql`
  fragment StructuredDataSite on SiteJson {
    brand
    tagline
    email
    fdaNumber
    phone {
      tel
    }
    address {
      locality
      region
      countryCode
    }
    social {
      url
    }
    ordering {
      hours
      languages
      payment {
        cashOnDelivery
        momo {
          network
          when
        }
      }
      delivery {
        areas {
          area
          fee
          days
        }
      }
    }
  }
  fragment StructuredDataProduct on ProductsJson {
    name
    description
    priceCedis
    inStock
    nextHarvest
  }
`

/**
 * The page's schema.org markup, placed after the content rather than in the head: search engines
 * read it anywhere, and the bytes a phone needs before the hero's first paint stay few.
 */
export function StructuredData({ data }: { data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
}

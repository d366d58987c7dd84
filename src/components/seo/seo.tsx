import React from 'react'

interface SeoProps {
  title: string
  description: string
  /** Absolute origin of the deployed site, from siteMetadata.siteUrl. */
  siteUrl: string
  /** The page's path, e.g. /about/. Omit for pages that must not be indexed (404). */
  path?: string
  children?: React.ReactNode
}

/** The tags every page puts in <head>, through Gatsby's Head API. */
export function Seo({ title, description, siteUrl, path, children }: SeoProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {path ? <link rel="canonical" href={`${siteUrl}${path}`} /> : <meta name="robots" content="noindex" />}
      {children}
    </>
  )
}

/**
 * robots.txt for the deployed origin. Written at build time, not kept in static/, because the
 * Sitemap line must be a full URL (sitemaps.org protocol; Lighthouse flags a relative one) and the
 * origin comes from SITE_URL.
 */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap-index.xml`, ''].join('\n')
}

/** Built, not kept in static/, as the Sitemap line must be a full URL and SITE_URL sets the origin. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap-index.xml`, ''].join('\n')
}

import { robotsTxt } from '../../plugins/brand-assets/robots-txt'

describe('robotsTxt', () => {
  it('allows every crawler and names the sitemap index on the given origin', () => {
    expect(robotsTxt('https://drobonsofarms.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://drobonsofarms.com/sitemap-index.xml\n',
    )
  })
})

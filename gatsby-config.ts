import type { GatsbyConfig } from 'gatsby'
import path from 'path'
import { resolveContentDir } from './plugins/content-source/read-and-check/load-content'
import { contentOrStop } from './plugins/content-source/read-and-check/stop-on-problems'
import { APP_SHORT_NAME, BACKGROUND_COLOR, BRAND_MARK_SVG, THEME_COLOR } from './src/config/brand'

const siteUrl = (process.env.SITE_URL ?? 'https://drobonso-farms.example').replace(/\/+$/, '')
// Canonical URLs, structured data, the sitemap and robots.txt are built from it: fail early and clearly.
if (!/^https?:\/\/[^/\s]+$/.test(siteUrl)) {
  throw new Error(
    `SITE_URL must be an origin like https://www.drobonsofarms.com, without a path (got "${siteUrl}")`,
  )
}

// Set here so the bundle always gets a value and drops the beacon's code when it is off.
const eventBeacon = process.env.GATSBY_EVENT_BEACON ?? '0'
if (eventBeacon !== '0' && eventBeacon !== '1') {
  throw new Error(`GATSBY_EVENT_BEACON must be 1 (on, for the nginx host) or 0 (off), not "${eventBeacon}"`)
}
process.env.GATSBY_EVENT_BEACON = eventBeacon

const contentDir = resolveContentDir(__dirname)
// Checked as the config loads, as the config needs it: Gatsby goes on with an empty config if this throws.
const site = contentOrStop(contentDir)['site.json']

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: 'always',
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: 'src/gatsby-types.d.ts' },
  plugins: [
    // First, so bad content or media stops the build before anything else runs; it also makes the content's nodes.
    { resolve: 'content-source', options: { contentDir } },
    {
      resolve: 'gatsby-plugin-sass',
      options: {
        sassOptions: {
          includePaths: [path.resolve(__dirname, 'src/styles')],
          silenceDeprecations: ['legacy-js-api', 'import'],
        },
      },
    },
    // No gatsby-plugin-image: the site renders <picture> itself, so its fade-in code is dead weight.
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        // AVIF at 50 looks like the JPEG at 70 for this artwork, in fewer bytes.
        defaults: {
          formats: ['auto', 'avif', 'webp'],
          placeholder: 'none',
          quality: 70,
          avifOptions: { quality: 50 },
        },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      // content/schemas/ holds the JSON Schemas for editors (npm run generate), not content.
      options: {
        name: 'content',
        path: contentDir,
        ignore: ['**/schemas/**'],
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // Only <loc>: the default changefreq and priority would claim a schedule the site does not have.
        serialize: ({ path: pagePath }: { path: string }) => ({ url: pagePath }),
        excludes: ['/admin/**'],
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: site.brand,
        short_name: APP_SHORT_NAME,
        description: site.tagline,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        // The maskable icons and apple-touch-icon need an opaque background: plugins/brand-assets adds them.
        icon: BRAND_MARK_SVG,
        icon_options: { purpose: 'any' },
        // Seo renders theme-color and one opaque apple-touch-icon; `legacy` would add eight transparent ones.
        theme_color_in_head: false,
        legacy: false,
        // `?v=<hash of the icon>` on icon URLs: a changed mark reaches browsers that cached the old one.
        cache_busting_mode: 'query',
      },
    },
    {
      resolve: 'content-editor',
      options: {
        adminEntry: path.resolve(__dirname, 'plugins/content-editor/admin.ts'),
        siteUrl,
        title: `${site.brand}: edit the site`,
        favicon: path.resolve(__dirname, BRAND_MARK_SVG),
      },
    },
    {
      resolve: 'inline-scripts',
      options: { loader: path.resolve(__dirname, 'plugins/inline-scripts/loader.js') },
    },
    // After gatsby-plugin-manifest, whose manifest it adds icons to.
    { resolve: 'brand-assets', options: { siteDir: __dirname, siteUrl } },
    { resolve: 'security-headers', options: { publicDir: path.resolve(__dirname, 'public') } },
    // Last, to compress what every step above wrote; the editor's copied bundle is compressed from the start.
    {
      resolve: 'precompress',
      options: {
        publicDir: path.resolve(__dirname, 'public'),
        ahead: [path.resolve(__dirname, 'node_modules/decap-cms/dist/decap-cms.js')],
      },
    },
  ],
}

export default config

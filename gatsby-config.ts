import type { GatsbyConfig } from 'gatsby'
import fs from 'fs'
import path from 'path'
import { APP_SHORT_NAME, BACKGROUND_COLOR, BRAND_MARK_SVG, THEME_COLOR } from './src/config/brand'

/** The deployed origin. Override per deploy with SITE_URL, e.g. SITE_URL=https://drobonsofarms.com npm run build */
const siteUrl = (process.env.SITE_URL ?? 'https://drobonso-farms.example').replace(/\/+$/, '')
// Canonical URLs, structured data, the sitemap and robots.txt are built from it: fail early and clearly.
if (!/^https?:\/\/[^/\s]+$/.test(siteUrl)) {
  throw new Error(
    `SITE_URL must be an origin like https://www.drobonsofarms.com, without a path (got "${siteUrl}")`,
  )
}

// The order-tap beacon (docs/visit-counts.md): 1 for the nginx host, whose logs count the taps; 0
// (the default) where no log of the host's own records them. Set here so the bundle always gets a
// value and drops the beacon's code entirely when it is off.
const eventBeacon = process.env.GATSBY_EVENT_BEACON ?? '0'
if (eventBeacon !== '0' && eventBeacon !== '1') {
  throw new Error(`GATSBY_EVENT_BEACON must be 1 (on, for the nginx host) or 0 (off), not "${eventBeacon}"`)
}
process.env.GATSBY_EVENT_BEACON = eventBeacon

// CONTENT_DIR builds the site from another copy of the content (npm test builds an edited one).
const contentDir = path.resolve(__dirname, process.env.CONTENT_DIR ?? 'content')
const site = JSON.parse(fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as {
  brand: string
  tagline: string
}

/** `products.json` → `ProductsJson`, `site.json` → `SiteJson`: one GraphQL type per content file. */
const typeNameFromFile = ({ node }: { node: { name: string } }): string =>
  node.name.replace(/(^|[-_\s]+)(\w)/g, (_match: string, _sep: string, letter: string) =>
    letter.toUpperCase(),
  ) + 'Json'

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: 'always',
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: 'src/gatsby-types.d.ts' },
  plugins: [
    // Local plugins (plugins/): build-time code, each a small gatsby-node of its own. This one
    // comes first so bad content stops the build before anything else runs.
    { resolve: 'content-checks', options: { contentDir, siteDir: __dirname } },
    {
      resolve: 'gatsby-plugin-sass',
      options: {
        // Lets every module write `@use 'tokens'` instead of a relative path.
        sassOptions: {
          includePaths: [path.resolve(__dirname, 'src/styles')],
          silenceDeprecations: ['legacy-js-api', 'import'],
        },
      },
    },
    // No 'gatsby-plugin-image' here: the site renders <picture> itself (src/components/picture), so
    // the plugin's fade-in CSS and scripts in every page's <head> would be dead weight. The
    // gatsbyImageData resolver comes from gatsby-transformer-sharp.
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        // AVIF at 50 looks like the JPEG at 70 for this artwork at a little over half the bytes
        // (hero at 720 px: 12 kB against 20 kB at 70); browsers without AVIF get WebP/JPEG at 70.
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
      resolve: 'gatsby-transformer-json',
      options: { typeName: typeNameFromFile },
    },
    {
      // Writes /sitemap-index.xml and /sitemap-0.xml with absolute URLs from siteUrl (production
      // builds only); the 404 pages are left out by the plugin's default excludes.
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // Only <loc>: the plugin's default "changefreq: daily, priority: 0.7" would claim a
        // schedule the site does not have, and Google ignores both anyway.
        serialize: ({ path: pagePath }: { path: string }) => ({ url: pagePath }),
        // The content editor is not a Gatsby page, so the plugin would not list it anyway: this
        // keeps it out should it ever become one.
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
        // Favicons (PNG + SVG) and the `any` icons, rendered from the brand mark itself. The maskable
        // icons and the apple-touch-icon need an opaque background: plugins/brand-assets adds those.
        icon: BRAND_MARK_SVG,
        icon_options: { purpose: 'any' },
        // Seo renders theme-color and a single apple-touch-icon; the plugin's `legacy` mode would add
        // eight apple-touch-icon links, all transparent (iOS shows transparency as black).
        theme_color_in_head: false,
        legacy: false,
        // `?v=<hash of the icon>` on icon URLs: a changed mark reaches browsers that cached the old one.
        cache_busting_mode: 'query',
      },
    },
    // The content editor at /admin/ (Decap CMS), a page of its own that visitors never load.
    {
      resolve: 'content-editor',
      options: {
        adminEntry: path.resolve(__dirname, 'plugins/content-editor/admin.ts'),
        siteUrl,
        title: `${site.brand}: edit the site`,
        favicon: path.resolve(__dirname, BRAND_MARK_SVG),
      },
    },
    // After gatsby-plugin-manifest, whose manifest it adds icons to.
    { resolve: 'brand-assets', options: { siteDir: __dirname } },
    { resolve: 'security-headers', options: { publicDir: path.resolve(__dirname, 'public') } },
    // Last: compresses the files every step above has written.
    { resolve: 'precompress', options: { publicDir: path.resolve(__dirname, 'public') } },
  ],
}

export default config

import type { GatsbyConfig } from 'gatsby'
import path from 'path'

/** The deployed origin. Override per deploy with SITE_URL, e.g. SITE_URL=https://drobonsofarms.com npm run build */
const siteUrl = (process.env.SITE_URL ?? 'https://drobonso-farms.example').replace(/\/+$/, '')

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
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'avif', 'webp'], placeholder: 'none', quality: 70 },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: path.resolve(__dirname, 'content') },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: { typeName: typeNameFromFile },
    },
  ],
}

export default config

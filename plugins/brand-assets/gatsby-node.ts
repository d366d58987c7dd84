import type { GatsbyNode } from 'gatsby'
import fs from 'fs'
import path from 'path'
import { APPLE_TOUCH_ICON, BRAND_MARK_SVG, MASKABLE_ICONS, SOCIAL_CARD } from '../../src/config/brand'
import { UI_TEXT } from '../../src/config/ui-text'
import { socialCardProduct } from '../../src/utils/social-card'
import { addManifestIcons, renderOpaqueIcon } from './app-icons'
import { prepareDisplayFont } from './display-font'
import { robotsTxt } from './robots-txt'
import { renderSocialCard } from './social-card'

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    siteDir: Joi.string().required().description('Absolute path of the site'),
    siteUrl: Joi.string().required().description('The deployed origin'),
  })

/** Listed after gatsby-plugin-manifest, so public/manifest.webmanifest is already written. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ reporter }, options) => {
  const siteDir = options.siteDir as string
  const brandMark = fs.readFileSync(path.resolve(siteDir, BRAND_MARK_SVG))
  for (const { path: urlPath, size } of [APPLE_TOUCH_ICON, ...MASKABLE_ICONS]) {
    const file = path.join(siteDir, 'public', urlPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, await renderOpaqueIcon(brandMark, size))
  }
  addManifestIcons(
    path.join(siteDir, 'public', 'manifest.webmanifest'),
    MASKABLE_ICONS.map(({ path: src, size }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    })),
  )
  reporter.info(
    `Rendered the apple-touch-icon and ${MASKABLE_ICONS.length} maskable icons from ${BRAND_MARK_SVG}`,
  )
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache }, options) => {
  const siteDir = options.siteDir as string
  const result = await graphql<Queries.SocialCardQuery>(`
    query SocialCard {
      siteJson {
        brand
        tagline
        phone {
          display
        }
        about {
          ingredients
        }
      }
      allProductsJson {
        nodes {
          productId
          imageAlt
          image {
            absolutePath
          }
        }
      }
    }
  `)
  const { siteJson, allProductsJson } = result.data ?? {}
  if (result.errors || !siteJson || !allProductsJson)
    return void reporter.panicOnBuild('Could not read the content for the social card', result.errors)
  const product = socialCardProduct(allProductsJson.nodes)
  if (!product)
    return void reporter.panicOnBuild('The social card needs at least one product in content/products.json')

  let card: Buffer
  try {
    card = await renderSocialCard({
      brandMark: fs.readFileSync(path.resolve(siteDir, BRAND_MARK_SVG)),
      productImage: product.image.absolutePath,
      fontFile: await prepareDisplayFont(path.join(cache.directory, 'fonts')),
      brand: siteJson.brand,
      headline: siteJson.tagline,
      detail: siteJson.about.ingredients.join(' · '),
      callToAction: `${UI_TEXT.callToBuy.before}${siteJson.phone.display}${UI_TEXT.callToBuy.after}`,
      fields: {
        brand: 'content/site.json, field "brand"',
        headline: 'content/site.json, field "tagline"',
        detail: 'content/site.json, field "about.ingredients"',
        callToAction: 'content/site.json, field "phone.display"',
      },
    })
  } catch (error) {
    return void reporter.panicOnBuild((error as Error).message)
  }
  fs.writeFileSync(path.join(siteDir, 'public', SOCIAL_CARD.path), card)
  reporter.info(`Social card: ${SOCIAL_CARD.path} (${Math.round(card.length / 1024)} KB)`)

  fs.writeFileSync(path.join(siteDir, 'public', 'robots.txt'), robotsTxt(options.siteUrl as string))
}

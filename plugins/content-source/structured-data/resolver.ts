import type { Node } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { GraphQLObjectType, GraphQLResolveInfo as Info } from 'graphql'
import { buildStructuredData } from './structured-data'
import type { Content } from '../../content-model/schema'
import { SECTION } from '../../../src/config/section-ids'

/** The part of Gatsby's resolver context used here (Gatsby does not type it). */
interface Context {
  nodeModel: {
    findOne: <T = Node>(args: { type: string; query?: { filter: object } }) => Promise<T | null>
    findAll: <T>(args: { type: string }) => Promise<{ entries: Iterable<T> }>
  }
}

type Product = Content['products.json'][number] & Node

/** The width and shape the product card asks for (product-card.tsx), so the markup names the file it shows. */
const CARD_PHOTO = { width: 480, aspectRatio: 1 }

async function cardPhoto(product: Product, context: Context, info: Info): Promise<string | undefined> {
  const nodes = context.nodeModel
  const file = await nodes.findOne({
    type: 'File',
    query: { filter: { relativePath: { eq: product.image } } },
  })
  const photo =
    file &&
    (await nodes.findOne({ type: 'ImageSharp', query: { filter: { parent: { id: { eq: file.id } } } } }))
  if (!photo) return undefined
  const { gatsbyImageData } = (info.schema.getType('ImageSharp') as GraphQLObjectType).getFields()
  const data = (await gatsbyImageData!.resolve!(photo, CARD_PHOTO, context, info)) as IGatsbyImageData
  return data.images.fallback?.src
}

/** SiteJson.structuredData, made from the checked content at build time, so no visitor's browser computes it. */
export const structuredDataResolvers = {
  SiteJson: {
    structuredData: {
      type: 'JSON!',
      description:
        "The site's schema.org JSON-LD graph (LocalBusiness, WebSite, each Product and Offer), the same on every page.",
      resolve: async (site: Content['site.json'], _args: unknown, context: Context, info: Info) => {
        const nodes = context.nodeModel
        const meta = await nodes.findOne<{ siteMetadata: { siteUrl: string } }>({ type: 'Site' })
        const products = [...(await nodes.findAll<Product>({ type: 'ProductsJson' })).entries]
        const productsPage = await nodes.findOne<{ path: string }>({
          type: 'PagesJson',
          query: { filter: { section: { eq: SECTION.products } } },
        })
        return buildStructuredData({
          siteUrl: meta!.siteMetadata.siteUrl,
          site,
          products: await Promise.all(
            products.map(async product => ({ ...product, image: await cardPhoto(product, context, info) })),
          ),
          productsPath: productsPage?.path ?? `/#${SECTION.products}`,
        })
      },
    },
  },
}

import escapeHtml from 'escape-html'
import sharp from 'sharp'
import { SOCIAL_CARD } from '../../src/config/brand'
import { PALETTE } from '../../src/config/palette'
import { DISPLAY_FONT_FAMILY } from './display-faces'

type CardText = 'brand' | 'headline' | 'detail' | 'callToAction'

/** The og:image, composed at build time from the brand mark, a product photo and the copy. */
export type SocialCardInput = Record<CardText, string> & {
  brandMark: Buffer
  productImage: string | Buffer
  fontFile: string
  /** Where each text comes from, for the message when one cannot fit (e.g. 'content/site.json, field "brand"'). */
  fields: Record<CardText, string>
}

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD
const MARGIN = 72
const PANEL_X = 560
const TEXT_WIDTH = PANEL_X - MARGIN - 20
const MARK_SIZE = 96
const MARK_GAP = 22
const PILL_PAD_X = 30

type TextBox = { width: number; height: number; colour: string; leading?: number }

export async function renderSocialCard(card: SocialCardInput): Promise<Buffer> {
  /** Copy that fits at no size stops the build, naming the field, rather than running over the photo. */
  const fitted = async (key: CardText, sizes: number[], box: TextBox) => {
    const [field, value] = [card.fields[key], card[key]]
    const { colour, leading = 1 } = box
    // Any letter_spacing, even 0, changes how Pango sets the text; the card has always been drawn with it.
    const markup = `<span foreground="${colour}" letter_spacing="0" line_height="${leading}">${escapeHtml(value)}</span>`
    for (const size of sizes) {
      const { data, info } = await sharp({
        text: {
          text: markup,
          font: `${DISPLAY_FONT_FAMILY} ${size}`,
          fontfile: card.fontFile,
          // At 72 dpi a point is a pixel, so sizes above are pixel sizes.
          dpi: 72,
          rgba: true,
          width: box.width,
          wrap: 'word-char',
        },
      })
        .png()
        .toBuffer({ resolveWithObject: true })
      if (info.height <= box.height && info.width <= box.width)
        return { input: data, width: info.width, height: info.height }
    }
    throw new Error(
      `${field} is too long for the social card (/social-card.jpg): ${JSON.stringify(value)} does not fit its ` +
        `${box.width}×${box.height} px box even at ${sizes[sizes.length - 1]} px. Shorten it.`,
    )
  }

  const mark = await sharp(card.brandMark, { density: 300 }).resize(MARK_SIZE, MARK_SIZE).png().toBuffer()
  const wordmark = await fitted('brand', [46, 40, 34, 30], {
    width: TEXT_WIDTH - MARK_SIZE - MARK_GAP,
    height: MARK_SIZE,
    colour: PALETTE['green-900'],
    leading: 0.95,
  })
  const headline = await fitted('headline', [62, 56, 50, 44, 38, 34, 30], {
    width: TEXT_WIDTH,
    height: 230,
    colour: PALETTE['green-900'],
    leading: 0.9,
  })
  const detail = await fitted('detail', [26, 24, 22, 20, 18], {
    width: TEXT_WIDTH,
    height: 52,
    colour: PALETTE['earth-600'],
  })
  const cta = await fitted('callToAction', [27, 24, 21], {
    width: TEXT_WIDTH - PILL_PAD_X * 2,
    height: 40,
    colour: PALETTE['cream-100'],
  })

  const panelWidth = WIDTH - PANEL_X
  const curve = `M90 0 C 18 190 18 440 90 ${HEIGHT}`
  const photo = await sharp(card.productImage)
    .resize(panelWidth, HEIGHT, { fit: 'cover', position: 'centre' })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${panelWidth}" height="${HEIGHT}"><path d="${curve} L${panelWidth} ${HEIGHT} L${panelWidth} 0 Z" fill="#000"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer()
  const rule = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${panelWidth}" height="${HEIGHT}"><path d="${curve}" fill="none" stroke="${PALETTE['ginger-500']}" stroke-width="8"/></svg>`,
  )

  const pillHeight = cta.height + 30
  const pillWidth = cta.width + PILL_PAD_X * 2
  const pillY = HEIGHT - MARGIN - pillHeight
  const pill = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pillWidth}" height="${pillHeight}"><rect width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="${PALETTE['green-700']}"/></svg>`,
  )

  const brandBottom = MARGIN + MARK_SIZE
  const gap = 26
  const blockHeight = headline.height + gap + detail.height
  const headlineY = Math.round(brandBottom + (pillY - brandBottom - blockHeight) / 2)

  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: PALETTE['cream-100'] } })
    .composite([
      { input: photo, left: PANEL_X, top: 0 },
      { input: rule, left: PANEL_X, top: 0 },
      { input: mark, left: MARGIN, top: MARGIN },
      {
        input: wordmark.input,
        left: MARGIN + MARK_SIZE + MARK_GAP,
        top: Math.round(MARGIN + (MARK_SIZE - wordmark.height) / 2),
      },
      { input: headline.input, left: MARGIN, top: headlineY },
      { input: detail.input, left: MARGIN, top: headlineY + headline.height + gap },
      { input: pill, left: MARGIN, top: pillY },
      { input: cta.input, left: MARGIN + PILL_PAD_X, top: pillY + Math.round((pillHeight - cta.height) / 2) },
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer()
}

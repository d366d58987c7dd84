import { BRAND_MARK_SVG_FILE, brandMarkSvg } from './brand-mark-svg'
import { CONTENT_FIELDS_MD_FILE, contentFieldsMd } from './content-fields-md'
import { DISPLAY_FACES_SCSS_FILE, displayFacesScss } from './display-faces-scss'
import { PALETTE_SCSS_FILE, paletteScss } from './palette-scss'

/** Committed files written from a TypeScript source (content/schemas/ aside, made by the content checks). */
export const GENERATED_FILES: { file: string; text: () => string }[] = [
  { file: PALETTE_SCSS_FILE, text: paletteScss },
  { file: DISPLAY_FACES_SCSS_FILE, text: displayFacesScss },
  { file: BRAND_MARK_SVG_FILE, text: brandMarkSvg },
  { file: CONTENT_FIELDS_MD_FILE, text: contentFieldsMd },
]

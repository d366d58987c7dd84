/** Mobile money as Ghana runs it: the networks and their number prefixes, and when a buyer may pay. */
import { parsePhoneNumber } from 'libphonenumber-js/min'
import { describeValue } from './messages'
import { matches, textMatching } from './rules'

/** Mobile money prefixes by network (a ported number keeps its prefix). */
const MOMO_PREFIXES = {
  MTN: ['024', '025', '053', '054', '055', '059'],
  Telecel: ['020', '050'],
  AT: ['026', '027', '056', '057'],
} as const
const MOMO_NETWORKS = Object.keys(MOMO_PREFIXES) as (keyof typeof MOMO_PREFIXES)[]
const ALL_PREFIXES = Object.values(MOMO_PREFIXES).flat()

const MOMO_NETWORK_EXPECTED = `the mobile money network, one of: ${MOMO_NETWORKS.join(', ')}`
const MOMO_NUMBER_EXPECTED =
  'a Ghanaian mobile number, +233 and 9 digits or 10 digits starting with 0, e.g. "024 000 0000"'

/** A Ghanaian mobile number ("024 000 0000", "+233240000000") as the page writes phones: "+233 24 000 0000". */
export function ghanaNumber(number: string): { shown: string; local: string } {
  const parsed = parsePhoneNumber(number, 'GH')
  return { shown: parsed.formatInternational(), local: `0${parsed.nationalNumber}` }
}

const wrongPrefix = (value: string): string =>
  `must be a mobile money number: ${describeValue(value)} starts with ${ghanaNumber(value).local.slice(0, 3)}, which is not a mobile money prefix (${MOMO_NETWORKS.map(network => `${network}: ${MOMO_PREFIXES[network].join(', ')}`).join('; ')}).`

/** When the buyer pays by MoMo: the content's choice, said on the page as written. */
export const MOMO_WHEN = ['before dispatch', 'on delivery', 'before dispatch or on delivery'] as const
type MomoWhen = (typeof MOMO_WHEN)[number]
/** What a MoMo account without a "when" means: the farm takes it either way. */
export const MOMO_WHEN_DEFAULT: MomoWhen = 'before dispatch or on delivery'

const MOMO_WHEN_EXPECTED = `when the buyer pays by MoMo, one of: ${MOMO_WHEN.map(when => JSON.stringify(when)).join(', ')}`

/** The MoMo account's texts; a pattern, unlike a refine, is checked by the editor as the farm types. */
export const momoText = {
  network: textMatching(MOMO_NETWORK_EXPECTED, new RegExp(`^(?:${MOMO_NETWORKS.join('|')})$`)),
  number: textMatching(
    MOMO_NUMBER_EXPECTED,
    /^(?:\+233 ?|0)\d{2} ?\d{3} ?\d{4}$/,
    matches(
      new RegExp(`^(?:\\+233 ?|0)(?:${ALL_PREFIXES.map(prefix => prefix.slice(1)).join('|')})`),
      wrongPrefix,
    ),
  ),
  when: textMatching(MOMO_WHEN_EXPECTED, new RegExp(`^(?:${MOMO_WHEN.join('|')})$`)),
}

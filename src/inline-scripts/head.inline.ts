// The page's first script, inline at the top of <head> (gatsby-ssr.tsx): it works before any bundle arrives.
import { repairAddress } from '../utils/repair-address'
import { dialogCommands } from '../utils/dialog-commands'
import { earlyPopovers } from '../utils/early-popovers'
import { startEventBeacon } from '../utils/event-beacon'

// Before any of Gatsby's scripts can read the address.
repairAddress(location, history, document)
// Buy Now works from the first paint in engines without invoker commands.
dialogCommands(document)
// A menu link closes the menu, and the toggles answer in engines without popovers, from the first paint.
earlyPopovers(document)
// Order taps count from the first paint; built in only where the build asks (docs/visit-counts.md).
if (process.env.GATSBY_EVENT_BEACON === '1') startEventBeacon(window)

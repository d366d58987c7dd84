// The page's last script, inline after the held bundles' <template> (gatsby-ssr.tsx).
import { openAtSection } from '../utils/open-at-section'
import { loadDeferredScripts } from '../utils/deferred-scripts'

openAtSection(document)
loadDeferredScripts(document)

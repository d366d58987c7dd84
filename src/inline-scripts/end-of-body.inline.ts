// The page's last script, inline after the held bundles' <template> (gatsby-ssr.tsx).
import { landFragmentInstantly, openAtSection } from '../utils/open-at-section'
import { loadDeferredScripts } from '../utils/deferred-scripts'

landFragmentInstantly(document)
openAtSection(document)
loadDeferredScripts(document)

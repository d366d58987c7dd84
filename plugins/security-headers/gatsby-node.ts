import type { GatsbyNode } from 'gatsby'
import { writeHeaderFiles } from './csp'
import { EVENT_MAPS_INCLUDE_FILE, writeEventMaps } from './event-maps'

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ publicDir: Joi.string().required().description('Absolute path of public/') })

/** Gatsby's inline scripts change with every build, so the host's includes are written after each one. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }, options) => {
  try {
    const publicDir = options.publicDir as string
    const { scriptHashes, styleHashes, pages } = writeHeaderFiles(publicDir)
    writeEventMaps(publicDir)
    reporter.info(
      `Content-Security-Policy: ${scriptHashes} script and ${styleHashes} style hashes from ${pages} pages, written to public/_csp.conf and public/_headers; order-tap words to public/${EVENT_MAPS_INCLUDE_FILE}`,
    )
  } catch (error) {
    reporter.panicOnBuild("Could not write the host's includes (CSP, headers, order taps)", error as Error)
  }
}

import type { GatsbyNode } from 'gatsby'
import { writeHeaderFiles } from './csp'

interface Options {
  publicDir: string
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ publicDir: Joi.string().required().description('Absolute path of public/') })

/** Gatsby's inline scripts change with every build, so the policy is made after each one. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }, options) => {
  try {
    const { scriptHashes, styleHashes, pages } = writeHeaderFiles((options as unknown as Options).publicDir)
    reporter.info(
      `Content-Security-Policy: ${scriptHashes} script and ${styleHashes} style hashes from ${pages} pages, written to public/_csp.conf and public/_headers`,
    )
  } catch (error) {
    reporter.panicOnBuild('Could not write the Content-Security-Policy', error as Error)
  }
}

import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { precompress } from './precompress'

interface Options {
  publicDir: string
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ publicDir: Joi.string().required().description('Absolute path of public/') })

/** Listed last, so every text file is final; nginx's gzip_static and brotli_static serve the copies. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }, options) => {
  const { files, bytes, gzipBytes } = await precompress(
    (options as unknown as Options).publicDir,
    path.join(cache.directory, 'compressed'),
  )
  reporter.info(
    `Precompressed ${files} files: ${Math.round(bytes / 1024)} KB as ${Math.round(gzipBytes / 1024)} KB gzip, with Brotli copies`,
  )
}

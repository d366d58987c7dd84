import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { compressAhead, precompress } from './precompress'

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    publicDir: Joi.string().required().description('Absolute path of public/'),
    ahead: Joi.array()
      .items(Joi.string())
      .default([])
      .description('Files the build copies into public/ unchanged, compressed while it runs'),
  })

let ahead: Promise<void> = Promise.resolve()
const cacheDir = (cache: { directory: string }): string => path.join(cache.directory, 'compressed')

// Brotli 11 takes seconds on the editor's bundle: started here, it uses the core the build's start leaves idle.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ cache }, options) => {
  // A head start only: onPostBuild compresses (and reports) whatever this did not, so a failure here is dropped.
  ahead = compressAhead(options.ahead as string[], cacheDir(cache)).catch(() => undefined)
}

/** Listed last, so every text file is final; nginx's gzip_static and brotli_static serve the copies. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }, options) => {
  await ahead
  const { files, bytes, gzipBytes } = await precompress(options.publicDir as string, cacheDir(cache))
  reporter.info(
    `Precompressed ${files} files: ${Math.round(bytes / 1024)} KB as ${Math.round(gzipBytes / 1024)} KB gzip, with Brotli copies`,
  )
}

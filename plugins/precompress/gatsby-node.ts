import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { compressAhead, precompress } from './precompress'

interface Options {
  publicDir: string
  ahead: string[]
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    publicDir: Joi.string().required().description('Absolute path of public/'),
    ahead: Joi.array()
      .items(Joi.string())
      .default([])
      .description('Files the build copies into public/ unchanged, compressed while it runs'),
  })

let ahead: Promise<void> = Promise.resolve()

// Brotli at its best takes seconds on a large bundle (the editor's): started here, it runs on a
// thread of its own while the build's single-threaded start leaves a core idle.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ cache }, options) => {
  // A head start only: should it fail, onPostBuild compresses the file as usual (and reports any
  // error then), so the failure is not left as an unhandled rejection that would end the build.
  ahead = compressAhead(
    (options as unknown as Options).ahead,
    path.join(cache.directory, 'compressed'),
  ).catch(() => undefined)
}

/** Listed last, so every text file is final; nginx's gzip_static and brotli_static serve the copies. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }, options) => {
  await ahead
  const { files, bytes, gzipBytes } = await precompress(
    (options as unknown as Options).publicDir,
    path.join(cache.directory, 'compressed'),
  )
  reporter.info(
    `Precompressed ${files} files: ${Math.round(bytes / 1024)} KB as ${Math.round(gzipBytes / 1024)} KB gzip, with Brotli copies`,
  )
}

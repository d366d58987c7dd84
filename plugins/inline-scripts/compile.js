// Plain CommonJS: webpack loads it as a loader and Jest as a transform, before any TypeScript is compiled.
const { buildSync } = require('esbuild')
const browserslist = require('browserslist')
const browserslistToEsbuild = require('browserslist-to-esbuild').default

/** The site's browsers (package.json's browserslist, as Gatsby reads it), not the Node that builds it. */
const TARGET = browserslistToEsbuild(browserslist.loadConfig({ path: __dirname }))

/** Compiled for the site's browsers, not the building Node; the beacon only where the build asks for it. */
function compileInlineScript(entry) {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    target: TARGET,
    metafile: true,
    define: { 'process.env.GATSBY_EVENT_BEACON': JSON.stringify(process.env.GATSBY_EVENT_BEACON ?? '') },
  })
  return { code: result.outputFiles[0].text.trim(), inputs: Object.keys(result.metafile.inputs) }
}

module.exports = { compileInlineScript, TARGET }

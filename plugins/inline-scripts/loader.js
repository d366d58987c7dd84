// The webpack loader for `import source from './x.inline?script'` (gatsby-node.ts): the module's value is the script's text.
const path = require('path')
const { compileInlineScript } = require('./compile')

module.exports = function inlineScriptLoader() {
  const { code, inputs } = compileInlineScript(this.resourcePath)
  // So `gatsby develop` rebuilds the page when any file the script imports changes.
  for (const input of inputs) this.addDependency(path.resolve(input))
  return `module.exports = ${JSON.stringify(code)}`
}

// Jest gets the same text as the build: `./x.inline?script` maps to the entry (jest.config.js), compiled here.
const crypto = require('crypto')
const { compileInlineScript } = require('./compile')

module.exports = {
  process: (_source, file) => ({
    code: `module.exports = ${JSON.stringify(compileInlineScript(file).code)}`,
  }),
  // Keyed on the compiled text, so a change in any file the entry imports is seen.
  getCacheKey: (_source, file) =>
    crypto.createHash('sha256').update(compileInlineScript(file).code).digest('hex'),
}

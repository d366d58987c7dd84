// Components import CSS modules as `import * as styles`. identity-obj-proxy breaks that form
// (Babel's wildcard interop copies only own keys, and a Proxy has none), so this proxy also
// answers `__esModule` and returns each class name as itself.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? true : key),
  },
)

/** Import rules `npm run lint` checks: src/ renders, plugins/ builds, scripts/ holds developer tools. */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle makes load order matter and hides which module owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-renders-only',
      comment: "The visitor's bundle must never pull in build code or developer tools.",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(plugins|scripts)/' },
    },
    {
      name: 'src-is-rendered',
      comment:
        'A module in src/ that no page or browser entry reaches is build code: it belongs in plugins/.',
      severity: 'error',
      from: { path: '^(src/(pages|templates)/|gatsby-(ssr|browser)\\.tsx$)' },
      to: { path: '^src/.+\\.(tsx?|scss)$', pathNot: '\\.d\\.ts$|^src/(pages|templates)/', reachable: false },
    },
    {
      name: 'content-read-first',
      comment:
        'Reading and checking content comes before the data layer and the structured data made from it.',
      severity: 'error',
      from: { path: '^plugins/content-source/read-and-check/' },
      to: { path: '^plugins/content-source/(data-layer|structured-data)/' },
    },
    {
      name: 'data-layer-before-structured-data',
      comment: 'The structured data reads the data layer, never the other way round.',
      severity: 'error',
      from: { path: '^plugins/content-source/data-layer/' },
      to: { path: '^plugins/content-source/structured-data/' },
    },
    {
      name: 'plugins-not-tools',
      comment: 'The build must not depend on a developer tool.',
      severity: 'error',
      from: { path: '^(plugins|gatsby-[a-z]+\\.tsx?$)' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.scss'] },
  },
}

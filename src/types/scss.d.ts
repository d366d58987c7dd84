// Gatsby 5 compiles CSS modules with `namedExport: true`, so class names are named exports
// and the module must be imported as `import * as styles` (a default import is undefined).
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string }
  export = classes
}

// Gatsby 5 CSS modules use namedExport, so `import * as styles` (a default import is undefined).
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string }
  export = classes
}

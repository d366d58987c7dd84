/**
 * A value as JSON to write inside an inline <script>: JSON-LD, or a literal in an inline script's
 * source. `<` is escaped so no value holding "</script>" can end the element early; `>` and `&`
 * too, for HTML parsers that care. The escapes read back as the same characters in JSON and in
 * JavaScript alike.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

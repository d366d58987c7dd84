/** Escapes <, > and & so no value ends the <script> early; they read back the same in JSON and JS. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

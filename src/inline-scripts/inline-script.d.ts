/** An inline script's entry, as its compiled text (plugins/inline-scripts). */
declare module '*.inline?script' {
  const source: string
  export default source
}

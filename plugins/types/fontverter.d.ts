// fontverter ships no types; this is the one call the build makes.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, toFormat: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>
  }
  export default fontverter
}

// Fonts imported from code resolve to their public URL (Gatsby's url-loader; a file under 10 kB
// would be inlined as a data: URL instead).
declare module '*.woff2' {
  const url: string
  export default url
}

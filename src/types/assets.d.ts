// Fonts imported from code resolve to their public URL (Gatsby's url-loader).
declare module '*.woff2' {
  const url: string
  export default url
}

/**
 * The URL fragment with malformed percent-encoding removed: `#products%` → `#products`,
 * `#%E0%A4%A` → ``. Gatsby's scroll handler runs decodeURI on the hash without a guard
 * (gatsbyjs/gatsby#26828), and a link cut short by a messaging app would otherwise blank the page.
 * A well-formed hash comes back unchanged.
 */
export function safeHash(hash: string): string {
  try {
    decodeURI(hash)
    return hash
  } catch {
    const cleaned = hash.replace(/%[0-9a-f]{0,2}/gi, sequence => {
      try {
        decodeURI(sequence)
        return sequence
      } catch {
        return ''
      }
    })
    try {
      decodeURI(cleaned)
      return cleaned === '#' ? '' : cleaned
    } catch {
      return ''
    }
  }
}

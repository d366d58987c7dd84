import React from 'react'

/**
 * The text with the first match of `phrase` made a link to `href`, e.g. "Call us to order" with
 * "Call us" linked to the farm's number. Text without the phrase comes back unchanged.
 */
export function linkPhrase(text: string, phrase: RegExp, href: string): React.ReactNode {
  const match = phrase.exec(text)
  if (!match) return text
  const end = match.index + match[0].length
  return (
    <>
      {text.slice(0, match.index)}
      <a href={href}>{match[0]}</a>
      {text.slice(end)}
    </>
  )
}

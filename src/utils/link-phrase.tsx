import React from 'react'

/**
 * The text with the first occurrence of `phrase` (any letter case) made a link to `href`, e.g.
 * "Call us to order" with "Call us" linked to the farm's number. Text without it comes back as is.
 */
export function linkPhrase(text: string, phrase: string, href: string): React.ReactNode {
  const start = text.toLowerCase().indexOf(phrase.toLowerCase())
  if (start < 0 || !phrase) return text
  const end = start + phrase.length
  return (
    <>
      {text.slice(0, start)}
      <a href={href}>{text.slice(start, end)}</a>
      {text.slice(end)}
    </>
  )
}

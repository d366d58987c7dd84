import React from 'react'

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

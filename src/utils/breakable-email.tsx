import React from 'react'

/**
 * An email address that may wrap only before "@" parts and dots (orders@ / drobonso-farms / .example),
 * never in the middle of a word, when a narrow column cannot hold it on one line.
 */
export function breakableEmail(email: string): React.ReactNode {
  const parts = email.split(/(?=[@.])/)
  return parts.map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ))
}

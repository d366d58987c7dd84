import React from 'react'

/** Wraps only before @ and dots, never mid-word, where a narrow column cannot hold the address. */
export function breakableEmail(email: string): React.ReactNode {
  const parts = email.split(/(?=[@.])/)
  return parts.map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ))
}

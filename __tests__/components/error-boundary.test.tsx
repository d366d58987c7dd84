import React, { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorBoundary } from '../../src/components/error-boundary/error-boundary'

/** A page with a call link, whose section throws once "Break" is pressed. */
function Page() {
  const [broken, setBroken] = useState(false)
  if (broken) throw new Error('a section failed')
  return (
    <div id="page">
      <a href="tel:+233200000000">Call</a>
      <button type="button" onClick={() => setBroken(true)}>
        Break
      </button>
    </div>
  )
}

it('keeps the page on screen, as it stood before the error, when a component throws', async () => {
  const user = userEvent.setup()
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const snapshot = jest.fn(() => document.getElementById('page')?.outerHTML)
  render(
    <ErrorBoundary snapshot={snapshot}>
      <Page />
    </ErrorBoundary>,
  )
  expect(snapshot).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: 'Break' }))
  expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+233200000000')
  expect(snapshot).toHaveBeenCalledTimes(1)
  error.mockRestore()
})

import React from 'react'
import { render, screen } from '@testing-library/react'
import { ErrorBoundary } from '../../src/components/error-boundary/error-boundary'

function Broken(): React.ReactElement {
  throw new Error('a section failed')
}

it('shows the server-rendered page when a component throws, instead of nothing', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <ErrorBoundary serverHtml={() => '<main><a href="tel:+233200000000">Call</a></main>'}>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+233200000000')
  error.mockRestore()
})

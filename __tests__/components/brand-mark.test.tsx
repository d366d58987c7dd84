import fs from 'fs'
import path from 'path'
import React from 'react'
import { render } from '@testing-library/react'
import { BrandMark } from '../../src/components/brand-mark/brand-mark'

const shapes = (svg: string): string[] =>
  Array.from(svg.matchAll(/<(path|circle)\b[^>]*?(?:\bd="([^"]+)"|\br="([^"]+)")/g)).map(match =>
    match[0]!.replace(/\s(class|fill|stroke|stroke-width|stroke-linecap|strokeWidth)="[^"]*"/g, ''),
  )

describe('BrandMark', () => {
  it('draws the same shapes as src/images/brand-mark.svg, the source of the favicons', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../src/images/brand-mark.svg'), 'utf8')
    const { container } = render(<BrandMark />)
    expect(shapes(container.innerHTML)).toEqual(shapes(source))
    expect(shapes(source).length).toBeGreaterThan(10)
  })

  it('is hidden from assistive technology: the brand name is always beside it', () => {
    const { container } = render(<BrandMark />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})

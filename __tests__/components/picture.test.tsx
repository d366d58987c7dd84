import React from 'react'
import { densityCappedSizes } from '../../src/utils/density-capped-sizes'
import { render } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { Picture } from '../../src/components/picture/picture'

const image: IGatsbyImageData = {
  layout: 'constrained',
  width: 720,
  height: 480,
  backgroundColor: '#a9c77a',
  images: {
    fallback: {
      src: '/static/h/720/hero.jpg',
      srcSet: '/static/h/360/hero.jpg 360w,\n/static/h/720/hero.jpg 720w',
      sizes: '(min-width: 1024px) 560px, 100vw',
    },
    sources: [
      {
        type: 'image/avif',
        srcSet: '/static/h/360/hero.avif 360w',
        sizes: '(min-width: 1024px) 560px, 100vw',
      },
      {
        type: 'image/webp',
        srcSet: '/static/h/360/hero.webp 360w',
        sizes: '(min-width: 1024px) 560px, 100vw',
      },
    ],
  },
}

describe('Picture', () => {
  it('renders AVIF and WebP sources before the JPEG, with the intrinsic size to reserve the space', () => {
    const { container } = render(<Picture image={image} alt="Okro and ginger" />)
    const sources = Array.from(container.querySelectorAll('picture > source'))
    expect(sources.map(source => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]).toHaveAttribute('srcset', '/static/h/360/hero.avif 360w')
    // The sizes are capped at 2× for denser screens (density-capped-sizes.test.ts).
    expect(sources[0]).toHaveAttribute('sizes', densityCappedSizes('(min-width: 1024px) 560px, 100vw'))
    const img = container.querySelector('picture > img')!
    expect(img).toHaveAttribute('src', '/static/h/720/hero.jpg')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).toHaveAttribute('alt', 'Okro and ginger')
    expect(img).toHaveAttribute('width', '720')
    expect(img).toHaveAttribute('height', '480')
    // The dominant colour stands in until the image arrives.
    expect(container.querySelector('picture')).toHaveStyle({ backgroundColor: '#a9c77a' })
  })

  it('loads lazily by default, with no fetch priority', () => {
    const { container } = render(<Picture image={image} alt="" />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('loads the priority image eagerly and asks for it first', () => {
    const { container } = render(<Picture image={image} alt="" priority className="hero" />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(container.querySelector('picture')).toHaveClass('hero')
  })
})

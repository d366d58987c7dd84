const React = require('react')

// Renders a plain <img> from the image data, so tests can see alt text and sources.
module.exports = {
  GatsbyImage: ({ image, alt, className }) =>
    React.createElement('img', { alt, className, src: image.images.fallback.src }),
  getImage: data => (data && data.gatsbyImageData) || undefined,
  getSrc: data => (data && data.images && data.images.fallback ? data.images.fallback.src : undefined),
}

import { sectionIdFromLabel } from '../../src/config/section-ids'

describe('sectionIdFromLabel', () => {
  it.each([
    ['Home', 'home'],
    ['About Us', 'aboutus'],
    ['Services', 'services'],
    ['Products', 'products'],
    ['Testimonials', 'testimonials'],
  ])('maps the nav label %s to the section id %s', (label, id) => {
    expect(sectionIdFromLabel(label)).toBe(id)
  })
})

import { describe, expect, it } from 'vitest'
import { itemName } from './site-lists.ts'

describe('itemName', () => {
  it('names an item by its words, a picture by what it shows, and never by its file', () => {
    expect(itemName({ heading: 'Our Work', src: '/images/a.svg' })).toBe('Our Work')
    expect(itemName({ src: '/images/gallery/3.svg', alt: 'A clean sofa' })).toBe('A clean sofa')
    expect(itemName({ src: '/images/gallery/3.svg', caption: 'After the wash', alt: 'A sofa' })).toBe('After the wash')
    expect(itemName({ src: '/images/uploads/sofa-before-1a2b3c4d.jpg' })).toBe('Picture: sofa before')
    expect(itemName({ src: '' })).toBeUndefined()
  })
})

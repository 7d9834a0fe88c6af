import { describe, expect, it } from 'vitest'
import { placeWords } from '../../../server/editor/place-words.ts'
import { pathInWords } from '../../admin/website/path-words.ts'
import { itemName } from './item-name.ts'

describe('itemName', () => {
  it('names an item by its words, a picture by what it shows, and never by its file', () => {
    expect(itemName({ heading: 'Our Work', src: '/images/a.svg' })).toBe('Our Work')
    expect(itemName({ src: '/images/gallery/3.svg', alt: 'A clean sofa' })).toBe('A clean sofa')
    expect(itemName({ src: '/images/gallery/3.svg', caption: 'After the wash', alt: 'A sofa' })).toBe('After the wash')
    expect(itemName({ src: '/images/uploads/sofa-before-1a2b3c4d.jpg', alt: '' })).toBeUndefined()
  })

  it('prefers the words people read over inner names, and skips blank ones', () => {
    expect(itemName({ name: 'firstName', label: 'First name' })).toBe('First name')
    expect(itemName({ title: '  ', heading: 'Welcome' })).toBe('Welcome')
    expect(itemName({ days: 'Monday to Friday', opens: '08:00' })).toBe('Monday to Friday')
    expect(itemName('Nairobi')).toBe('Nairobi')
    expect(itemName(7)).toBe('7')
    expect(itemName({ opens: '08:00' })).toBeUndefined()
  })

  it('cuts a long name to at most 60 characters, at a word, ending in "…"', () => {
    const name = itemName({ title: 'How to keep your carpets clean through the long rainy season in Nairobi' })
    expect(name).toBe('How to keep your carpets clean through the long rainy…')
    expect(itemName({ title: 'x'.repeat(80) })).toBe(`${'x'.repeat(59)}…`)
  })
})

describe('History and the editor', () => {
  const site = {
    business: { openingHours: [{ days: 'Monday to Friday', opens: '08:00' }] },
    services: [{ name: 'Carpet Cleaning', link: '/carpet' }],
    forms: { quote: { title: 'Get a quote', fields: [{ name: 'firstName', label: 'First name', kind: 'text' }] } },
    blog: {
      posts: [{ id: 1, title: 'How to keep your carpets clean through the long rainy season in Nairobi' }],
    },
  }
  const places: (string | number)[][] = [
    ['business', 'openingHours', 0],
    ['services', 0],
    ['forms', 'quote', 'fields', 0],
    ['blog', 'posts', 0],
  ]

  it('name the same item the same way', () => {
    for (const place of places) {
      const name = itemName(place.reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], site))!
      expect(placeWords(place, site)).toContain(`“${name}”`)
      expect(pathInWords(place, site)).toContain(`(${name})`)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { fieldWords } from './field-words.ts'

const data = {
  business: { phones: [{ label: 'Office', number: '+254 700 000 001' }], openingHours: [{ days: 'Monday' }] },
  pages: { '/about': { title: 'About', blocks: [{ type: 'hero', heading: 'Welcome' }, { type: 'gallery' }] } },
  services: [{ name: 'Carpet Cleaning', link: '/carpet' }],
}

describe('fieldWords', () => {
  it('names a place in the text in plain words, by the names written there', () => {
    expect(fieldWords(['business', 'phones', 0, 'number'], data)).toBe('the number of “Office” in the business details')
    expect(fieldWords(['business', 'openingHours', 0, 'days'], data)).toBe(
      'the days of “Monday” in the business details',
    )
    expect(fieldWords(['pages', '/about', 'blocks', 0, 'heading'], data)).toBe(
      'the heading of “Welcome” on the page /about',
    )
    expect(fieldWords(['pages', '/about', 'blocks', 1], data)).toBe('item number 2 of the blocks on the page /about')
    expect(fieldWords(['pages', '/about', 'title'], data)).toBe('the title on the page /about')
    expect(fieldWords(['services', 0], data)).toBe('“Carpet Cleaning” in the services')
    expect(fieldWords(['business'], data)).toBe('the business details')
    expect(fieldWords([], data)).toBe('the whole website text')
  })
})

import { describe, expect, it } from 'vitest'
import { sheetNames } from './sheet-names.ts'

describe('sheetNames', () => {
  it('keeps a title Excel accepts as it is', () => {
    expect(sheetNames(['Request a quote', 'Book a service'])).toEqual(['Request a quote', 'Book a service'])
  })

  it('leaves out the characters Excel refuses and shortens to 31 characters', () => {
    const [refused, long] = sheetNames(['Quote: [sofa/rug] \\ now? *', 'Book a deep clean of the whole house today'])
    expect(refused).toBe('Quote sofa rug now')
    expect(long).toBe('Book a deep clean of the whole')
    expect(long!.length).toBeLessThanOrEqual(31)
  })

  it('makes each name its own, however written in capitals, and never "History"', () => {
    expect(sheetNames(['Contact', 'CONTACT', 'contact', 'History', "'"])).toEqual([
      'Contact',
      'CONTACT (2)',
      'contact (3)',
      'History (2)',
      'Sheet',
    ])
  })

  it('keeps a numbered name within 31 characters', () => {
    const title = 'A title that is exactly the limit'
    const [first, second] = sheetNames([title, title])
    expect(first).toBe('A title that is exactly the lim')
    expect(second).toBe('A title that is exactly the (2)')
  })
})

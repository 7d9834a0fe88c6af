import { describe, expect, it } from 'vitest'
import { telLink } from './tel-link.ts'

describe('telLink', () => {
  it('keeps the digits and the plus sign, dropping spaces, dashes and brackets', () => {
    expect(telLink('+254 712-345 678')).toBe('tel:+254712345678')
    expect(telLink('(020) 7946 0018')).toBe('tel:02079460018')
  })
})

import { describe, expect, it } from 'vitest'
import { isPlaceholderWebAddress } from './placeholder-web-address.ts'

describe('isPlaceholderWebAddress', () => {
  it('knows the example addresses from the business’s own', () => {
    expect(
      ['https://www.example.com', 'http://example.org/', 'https://shop.example.net'].map(isPlaceholderWebAddress),
    ).toEqual([true, true, true])
    expect(
      ['https://www.ruirucleaning.co.ke', 'https://example.co.ke', 'https://myexample.com'].map(
        isPlaceholderWebAddress,
      ),
    ).toEqual([false, false, false])
  })
})

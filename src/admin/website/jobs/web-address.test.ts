import { describe, expect, it } from 'vitest'
import { webAddressOf } from './web-address.ts'

describe('webAddressOf', () => {
  it('gives a page as the address bar shows it, from the site’s own web address', () => {
    const site = { business: { url: 'https://www.ruirucleaning.co.ke' } }
    expect(webAddressOf(site, '/window-cleaning')).toBe('www.ruirucleaning.co.ke/window-cleaning')
    expect(webAddressOf(site, '/')).toBe('www.ruirucleaning.co.ke')
  })

  it('gives the path alone while the site has no web address, or a wrong one', () => {
    expect(webAddressOf({ business: {} }, '/window-cleaning')).toBe('/window-cleaning')
    expect(webAddressOf({ business: { url: 'not an address' } }, '/window-cleaning')).toBe('/window-cleaning')
  })
})

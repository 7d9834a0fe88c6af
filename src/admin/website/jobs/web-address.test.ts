import { describe, expect, it } from 'vitest'
import { webAddressOf } from './web-address.ts'

describe('webAddressOf', () => {
  it('gives a page as the address bar shows it, from the site’s own web address', () => {
    const site = { business: { url: 'https://www.ruirucleaning.co.ke' } }
    expect(webAddressOf(site, '/window-cleaning')).toBe('www.ruirucleaning.co.ke/window-cleaning')
    expect(webAddressOf(site, '/')).toBe('www.ruirucleaning.co.ke')
  })

  it('gives the page at the name the editor is on while the site’s address is missing, wrong or the example', () => {
    for (const business of [{}, { url: 'not an address' }, { url: 'https://www.example.com' }])
      expect(webAddressOf({ business }, '/window-cleaning', 'ruirucleaning.co.ke')).toBe(
        'ruirucleaning.co.ke/window-cleaning',
      )
    expect(webAddressOf({ business: {} }, '/window-cleaning', 'admin.ruirucleaning.co.ke')).toBe(
      'ruirucleaning.co.ke/window-cleaning',
    )
    expect(webAddressOf({ business: {} }, '/', 'ruirucleaning.co.ke')).toBe('ruirucleaning.co.ke')
  })

  it('gives the path alone when there is no name to put before it', () => {
    expect(webAddressOf({ business: { url: 'https://www.example.com' } }, '/window-cleaning', '')).toBe(
      '/window-cleaning',
    )
  })
})

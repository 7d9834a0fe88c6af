import { describe, expect, it } from 'vitest'
import { formerPageName, pageNamesOf } from './page-names.ts'

const manifest = {
  pages: [
    { path: '/', heading: 'Spotless homes and offices across Nairobi' },
    { path: '/about', heading: 'About Us' },
    { path: '/carpetcleaning', heading: 'Carpet Cleaning Services in Kenya' },
    { path: '/blog/sofa-stains', heading: 'How to Remove Common Stains from a Fabric Sofa' },
    { path: '/deep-cleaning', heading: ' ' },
  ],
  services: [
    { name: 'Carpet Cleaning', path: '/carpetcleaning', bookWith: [] },
    { name: 'Window Cleaning', path: '/windows', bookWith: [] },
  ],
}

describe('pageNamesOf', () => {
  const pageName = pageNamesOf(manifest)

  it('names the home page "Home", a service’s page by the service, and any other page, a post too, by its heading', () => {
    expect(['/', '/carpetcleaning', '/about', '/blog/sofa-stains'].map(pageName)).toEqual([
      'Home',
      'Carpet Cleaning',
      'About Us',
      'How to Remove Common Stains from a Fabric Sofa',
    ])
  })

  it('names a page without a heading in words from its address, and knows no page the site does not have', () => {
    expect(pageName('/deep-cleaning')).toBe('Deep cleaning')
    expect(pageName('/windows')).toBeUndefined()
    expect(pageName('/old-offers')).toBeUndefined()
    expect(formerPageName).not.toMatch(/\//)
  })
})

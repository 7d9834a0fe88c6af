import { describe, expect, it } from 'vitest'
import { changedPage } from './changed-page.ts'

const site = {
  business: { phones: [{ label: 'Office', number: '+254 700 000 001' }] },
  services: [{ name: 'Sofa', link: '/sofacleaning#book' }],
  pages: { '/': { title: 'Home' }, '/about': { title: 'About' }, '/sofacleaning': { title: 'Sofa' } },
  blog: { posts: [{ slug: 'sofa-tips', title: 'Sofa tips' }] },
}

const changed = (change: (copy: typeof site) => void) => {
  const copy = structuredClone(site)
  change(copy)
  return copy
}

describe('changedPage', () => {
  it('is the page, service page or post the change is on', () => {
    expect(
      changedPage(
        site,
        changed((copy) => (copy.pages['/about'].title = 'About us')),
      ),
    ).toBe('/about')
    expect(
      changedPage(
        site,
        changed((copy) => (copy.services[0]!.name = 'Sofas')),
      ),
    ).toBe('/sofacleaning')
    expect(
      changedPage(
        site,
        changed((copy) => (copy.blog.posts[0]!.title = 'Tips')),
      ),
    ).toBe('/blog/sofa-tips')
  })

  it('is the home page for a change shown on every page, or one that only takes a page away', () => {
    expect(
      changedPage(
        site,
        changed((copy) => (copy.business.phones[0]!.number = '+254 711 222 333')),
      ),
    ).toBe('/')
    const withoutAbout = changed((copy) => delete (copy.pages as Record<string, unknown>)['/about'])
    expect(changedPage(site, withoutAbout)).toBe('/')
    expect(changedPage(withoutAbout, site)).toBe('/about')
  })
})

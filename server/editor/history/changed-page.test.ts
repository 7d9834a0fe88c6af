import { describe, expect, it } from 'vitest'
import { siteText } from '../../../src/testing/editor-site.ts'
import { siteData } from '../publish/record-publish.ts'
import { businessDetailsPage, changedPage, pageToOpen } from './changed-page.ts'

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

describe('pageToOpen', () => {
  it('is the one page, service page or post a publish changed, whatever shared part changed with it', () => {
    expect(
      pageToOpen(
        site,
        changed((copy) => (copy.pages['/about'].title = 'About us')),
      ),
    ).toBe('/about')
    expect(
      pageToOpen(
        site,
        changed((copy) => (copy.services[0]!.name = 'Sofas')),
      ),
    ).toBe('/sofacleaning')
    expect(
      pageToOpen(
        site,
        changed((copy) => (copy.blog.posts[0]!.title = 'Tips')),
      ),
    ).toBe('/blog/sofa-tips')
    const newService = changed((copy) => {
      copy.services.push({ name: 'Rugs', link: '/rugs' })
      Object.assign(copy.pages, { '/rugs': { title: 'Rugs' } })
      copy.business.phones[0]!.label = 'Bookings'
    })
    expect(pageToOpen(site, newService)).toBe('/rugs')
    const newPost = changed((copy) => copy.blog.posts.push({ slug: 'rug-tips', title: 'Rug tips' }))
    expect(pageToOpen(site, newPost)).toBe('/blog/rug-tips')
  })

  it('is the page of what held a part taken away, while that page is still there', () => {
    const withBlocks = changed((copy) => Object.assign(copy.pages['/about'], { blocks: ['one', 'two'] }))
    const lessBlocks = structuredClone(withBlocks)
    ;(lessBlocks.pages['/about'] as unknown as { blocks: string[] }).blocks.pop()
    expect(pageToOpen(withBlocks, lessBlocks)).toBe('/about')
    expect(
      pageToOpen(
        site,
        changed((copy) => copy.blog.posts.pop()),
      ),
    ).toBe('/')
  })

  it('opens the page that shows the business details for a change to them alone', () => {
    const { pages } = siteData(siteText) as { pages: Parameters<typeof businessDetailsPage>[0] }
    expect(businessDetailsPage(pages)).toBe('/contact')
    const newNumber = changed((copy) => (copy.business.phones[0]!.number = '+254 711 222 333'))
    expect(pageToOpen(site, newNumber, '/contact')).toBe('/contact')
    expect(pageToOpen(site, newNumber)).toBe('/')
  })

  it('is the home page for changes on several pages, on every page, or a page taken away', () => {
    const twoPages = changed((copy) => {
      copy.pages['/about'].title = 'About us'
      copy.services[0]!.name = 'Sofas'
    })
    expect(pageToOpen(site, twoPages, '/contact')).toBe('/')
    const menu = { ...site, navigation: [{ label: 'Home', link: '/' }] }
    expect(pageToOpen(site, menu, '/contact')).toBe('/')
    const withoutAbout = changed((copy) => delete (copy.pages as Record<string, unknown>)['/about'])
    expect(pageToOpen(site, withoutAbout, '/contact')).toBe('/')
  })
})

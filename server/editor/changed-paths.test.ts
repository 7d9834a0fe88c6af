import { describe, expect, it } from 'vitest'
import { changeCount, changedPaths, dataChanges } from './changed-paths.ts'

const site = {
  business: { name: 'Ruiru Cleaning', phones: [{ label: 'Office', number: '+254 700 000 001' }] },
  services: [
    { name: 'Carpet', link: '/carpet' },
    { name: 'Sofa', link: '/sofa' },
  ],
  pages: { '/about': { title: 'About', blocks: [{ type: 'hero', heading: 'Hello' }] } },
}
const copy = () => structuredClone(site)

describe('changedPaths', () => {
  it('is empty when nothing changed', () => {
    expect(changedPaths(site, copy())).toEqual([])
  })

  it('names a changed value by its path', () => {
    const after = copy()
    after.business.phones[0]!.number = '+254 711 222 333'
    after.pages['/about'].blocks[0]!.heading = 'Karibu'
    expect(changedPaths(site, after)).toEqual(['business.phones[0].number', 'pages./about.blocks[0].heading'])
  })

  it('reads an inserted item as one addition, not a change to every item after it', () => {
    const after = copy()
    after.services.unshift({ name: 'Fumigation', link: '/fumigation' })
    expect(changedPaths(site, after)).toEqual(['services[0] (added)'])
  })

  it('names added and removed items and keys', () => {
    const after: Record<string, unknown> = copy()
    ;(after.services as unknown[]).pop()
    after.pages = { ...site.pages, '/offers': { title: 'Offers', blocks: [] } }
    after.faq = { heading: 'Questions' }
    delete after.business
    expect(changedPaths(site, after)).toEqual([
      'services[1] (removed)',
      'pages./offers (added)',
      'faq (added)',
      'business (removed)',
    ])
  })

  it('compares a replaced item inside, at its new place', () => {
    const after = copy()
    after.services[1] = { name: 'Sofa', link: '/sofa-cleaning' }
    expect(changedPaths(site, after)).toEqual(['services[1].link'])
  })

  it('calls a file that is no longer a map the whole file', () => {
    expect(changedPaths(undefined, site)).toEqual(['(the whole file)'])
  })

  it('sums up the paths beyond the limit, and changeCount counts them back', () => {
    const before = { items: Array.from({ length: 8 }, (_, n) => ({ n })) }
    const after = { items: before.items.map(({ n }) => ({ n: n + 100 })) }
    const paths = changedPaths(before, after, 5)
    expect(paths).toEqual(['items[0].n', 'items[1].n', 'items[2].n', 'items[3].n', 'items[4].n', '…and 3 more'])
    expect(changeCount(paths)).toBe(8)
    expect(changeCount(['a', 'b'])).toBe(2)
  })
})

describe('dataChanges', () => {
  it('gives each change as path segments and its kind: added at the new place, removed at the old one', () => {
    const after: Record<string, unknown> = copy()
    ;(after.services as unknown[]).splice(0, 2, { name: 'Fumigation', link: '/fumigation' }, site.services[0], {
      name: 'Sofa',
      link: '/sofas',
    })
    after.business = { ...site.business, phones: [] }
    delete after.pages
    expect(dataChanges(site, after)).toEqual([
      { path: ['business', 'phones', 0], kind: 'removed' },
      { path: ['services', 0], kind: 'added' },
      { path: ['services', 2, 'link'], kind: 'changed' },
      { path: ['pages'], kind: 'removed' },
    ])
  })
})

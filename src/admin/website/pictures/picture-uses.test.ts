import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Path } from '../form/json-schema.ts'
import { pathInWords } from '../path-words.ts'
import { pageName, pictureUses, picturePlace } from './picture-uses.ts'

const site = {
  navigation: [
    { label: 'About Us', link: '/about' },
    { label: 'More', items: [{ label: 'Our Work', link: '/gallery' }] },
  ],
  services: [
    {
      name: 'Carpet Cleaning',
      link: '/carpetcleaning',
      image: { src: '/images/services/carpet.svg', alt: 'A clean carpet' },
    },
    { name: 'Curtains', link: '/curtains', image: { src: '/images/uploads/chair-1a2b3c4d.jpg', alt: '' } },
  ],
  chat: { avatar: '/images/avatar.svg' },
  pages: {
    '/': { title: 'Welcome', blocks: [{ type: 'hero', heading: 'Hi' }, { type: 'service-cards' }] },
    '/about': {
      title: 'About',
      blocks: [
        { type: 'service-cards' },
        { type: 'rich-text', heading: 'Our Team', image: { src: '/images/team.jpg', alt: 'Our team' } },
      ],
    },
    '/carpetcleaning': {
      title: 'Carpet Cleaning Services in Nairobi',
      blocks: [{ type: 'cover', image: { src: '/images/services/carpet.svg', alt: 'A carpet being washed' } }],
    },
    '/gallery': {
      title: 'Gallery',
      blocks: [{ type: 'gallery', images: [{ src: '/images/gallery/1.svg', alt: 'A sofa' }] }],
    },
    '/prices': { title: 'Our prices', blocks: [] },
  },
  blog: {
    posts: [
      {
        title: 'Sofas After the Rains',
        featuredImage: { src: '/images/uploads/chair-1a2b3c4d.jpg', alt: 'A blue armchair' },
        content: 'Before:\n\n![A muddy sofa](/images/uploads/mud-0a0b0c0d.jpg)\n',
      },
    ],
  },
}

describe('pageName', () => {
  it('names a page as the office knows it: the home page, a service, a menu entry, else its title', () => {
    expect(pageName(site, '/')).toBe('the home page')
    expect(pageName(site, '/carpetcleaning')).toBe('the Carpet Cleaning page')
    expect(pageName(site, '/gallery')).toBe('the Our Work page')
    expect(pageName(site, '/prices')).toBe('the page “Our prices”')
  })
})

describe('picturePlace', () => {
  it("names a service's card by the pages that show the cards, and a page's top picture by its page", () => {
    expect(picturePlace(site, ['services', 0, 'image'])).toBe(
      'On the home page and the About Us page, Carpet Cleaning card',
    )
    expect(picturePlace(site, ['pages', '/carpetcleaning', 'blocks', 0, 'image'])).toBe(
      'On the Carpet Cleaning page, at the top',
    )
    expect(picturePlace(site, ['pages', '/about', 'blocks', 1, 'image'])).toBe(
      'On the About Us page, in the part “Our Team”',
    )
    expect(picturePlace(site, ['blog', 'posts', 0, 'featuredImage'])).toBe(
      'At the top of the post “Sofas After the Rains”',
    )
  })
})

describe('pictureUses', () => {
  it('finds every place a picture shows, with its description there, in groups, alone and in texts', () => {
    const uses = pictureUses(site)
    expect(uses.get('/images/services/carpet.svg')).toEqual([
      { place: 'On the home page and the About Us page, Carpet Cleaning card', alt: 'A clean carpet' },
      { place: 'On the Carpet Cleaning page, at the top', alt: 'A carpet being washed' },
    ])
    expect(uses.get('/images/uploads/chair-1a2b3c4d.jpg')).toEqual([
      { place: 'On the home page and the About Us page, Curtains card', alt: '' },
      { place: 'At the top of the post “Sofas After the Rains”', alt: 'A blue armchair' },
    ])
    expect(uses.get('/images/uploads/mud-0a0b0c0d.jpg')).toEqual([
      { place: 'In the post “Sofas After the Rains”', alt: 'A muddy sofa' },
    ])
    expect(uses.get('/images/avatar.svg')?.map((use) => use.alt)).toEqual([''])
    expect(uses.get('/images/gallery/1.svg')?.[0]?.place).toBe('On the Our Work page, in part 1')
  })

  it('names any other place in the labels of the schema it is given', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../../schema/site.schema.json', import.meta.url), 'utf8'))
    const inWords = (path: Path, data: unknown) => pathInWords(path, data, schema)
    expect(pictureUses(site, inWords).get('/images/avatar.svg')?.[0]?.place).toBe('Chat, Picture beside the name')
  })

  it('never names a file in its words', () => {
    const places = [...pictureUses(site).values()].flat().map((use) => use.place)
    expect(places.filter((place) => /\/|\.(jpg|svg)|images|uploads|src/.test(place))).toEqual([])
  })

  it('finds nothing in something that is not a website', () => {
    expect(pictureUses(undefined).size).toBe(0)
    expect(pictureUses('text').size).toBe(0)
  })
})

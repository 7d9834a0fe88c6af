import { describe, expect, it } from 'vitest'
import { placeWords } from '../place-words.ts'
import { changePreview, changeSummary } from './history-words.ts'

const site = {
  business: {
    name: 'Ruiru Cleaning',
    email: 'info@example.com',
    openingHours: [{ days: 'Monday', opens: '08:00' }],
    phones: [
      { label: 'Office', number: '+254 700 000 001' },
      { label: 'Bookings', number: '+254 700 000 002' },
    ],
  },
  services: [{ name: 'Carpet Cleaning', link: '/carpet', summary: 'Carpets.' }],
  pages: {
    '/': {
      title: 'Home',
      blocks: [
        { type: 'hero', heading: 'Welcome' },
        {
          type: 'testimonials',
          heading: 'What customers say',
          items: [{ name: 'Jane', location: 'Ruiru', text: 'Great.' }],
        },
        {
          type: 'gallery',
          heading: 'Our Work',
          images: [
            { src: '/images/1.svg', alt: '' },
            { src: '/images/2.svg', alt: '' },
          ],
        },
      ],
    },
    '/about': { title: 'About us', blocks: [{ type: 'rich-text', text: 'We clean.' }] },
  },
  blog: {
    posts: [{ id: 1, slug: 'carpets', title: 'How to Keep Your Carpets Clean', content: 'Vacuum.', tags: ['carpets'] }],
  },
}

const copy = () => structuredClone(site)
const noCodeWords = /\[|\]|\.\w|phones|blocks|slug|yaml|\bkey\b|\bid\b|\bentry \d|\btags?\b/i

describe('placeWords', () => {
  it('names places by what is written there, with no code words', () => {
    const cases: [(string | number)[], string][] = [
      [['business', 'phones', 0, 'number'], 'the “Office” phone number'],
      [['business', 'phones', 1], 'the “Bookings” phone number'],
      [['business', 'email'], 'the email address in the business details'],
      [['business', 'openingHours', 0, 'opens'], 'the opening time of the opening hours “Monday”'],
      [['pages', '/', 'blocks', 1, 'items', 0, 'text'], 'the text of the testimonial “Jane” on the home page'],
      [['pages', '/', 'blocks', 2, 'images', 1], 'picture number 2 of the section “Our Work” on the home page'],
      [['blog', 'posts', 0, 'tags', 0], 'the topic “carpets” of the post “How to Keep Your Carpets Clean”'],
      [['pages', '/', 'blocks', 0, 'heading'], 'the heading of the section “Welcome” on the home page'],
      [['pages', '/about', 'blocks', 0], 'the section “We clean.” on the page “About us”'],
      [['pages', '/about'], 'the page “About us”'],
      [['blog', 'posts', 0, 'content'], 'the text of the post “How to Keep Your Carpets Clean”'],
      [['blog', 'posts', 0], 'the post “How to Keep Your Carpets Clean”'],
      [['services', 0, 'summary'], 'the summary of the service “Carpet Cleaning”'],
      [[], 'the whole website'],
    ]
    for (const [path, words] of cases) {
      expect(placeWords(path, site)).toBe(words)
      expect(placeWords(path, site).replace(/“[^”]*”/g, '')).not.toMatch(noCodeWords)
    }
  })
})

describe('changeSummary', () => {
  it('says a publish in one sentence: what changed, what was added and removed', () => {
    const after = copy()
    after.business.phones[0]!.number = '+254 711 222 333'
    after.blog.posts.push({ id: 2, slug: 'sofas', title: 'Sofa Care', content: 'Brush.', tags: [] })
    delete (after.pages as Record<string, unknown>)['/about']
    expect(changeSummary(site, after)).toBe(
      'Changed the “Office” phone number; removed the page “About us”; added the post “Sofa Care”.',
    )
  })

  it('takes several changes inside one page or post as a change to it, and counts what it does not name', () => {
    const after = copy()
    after.blog.posts[0]!.title = 'Carpets'
    after.blog.posts[0]!.content = 'Vacuum twice.'
    expect(changeSummary(site, after)).toBe('Changed the post “Carpets”.')
    after.business.name = 'A'
    after.business.email = 'b@example.com'
    after.business.phones[1]!.number = '+254 700 000 009'
    after.services[0]!.summary = 'Rugs.'
    expect(changeSummary(site, after)).toBe(
      'Changed the name in the business details; changed the email address in the business details; changed the “Bookings” phone number; changed the summary of the service “Carpet Cleaning”; and 1 more change.',
    )
    expect(changeSummary(site, site)).toBe('Changed nothing that visitors see.')
  })
})

describe('changePreview', () => {
  it('gives old and new values of short fields, and what comes back or goes', () => {
    const after = copy()
    after.business.phones[0]!.number = '+254 711 222 333'
    after.blog.posts.push({ id: 2, slug: 'sofas', title: 'Sofa Care', content: 'Brush.', tags: [] })
    expect(changePreview(site, after)).toEqual([
      'The “Office” phone number: “+254 700 000 001” becomes “+254 711 222 333”.',
      'The post “Sofa Care” comes back.',
    ])
    expect(changePreview(after, site)).toEqual([
      'The “Office” phone number: “+254 711 222 333” becomes “+254 700 000 001”.',
      'The post “Sofa Care” is taken away.',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { startPostTranslation, startTranslation } from './start-translation.ts'

const swahili = { code: 'sw-KE', name: 'Kiswahili', path: '/sw', isMain: false, untranslated: 'leave-out' } as const
const data = {
  pages: {
    '/': { title: 'Home', blocks: [] },
    '/gallery': { title: 'Gallery', description: 'Our work', blocks: [{ type: 'gallery', heading: 'Our Work' }] },
    '/sw/gallery': { title: 'Taken by a page of another name' },
  },
}

describe('starting a page in another language', () => {
  it('puts it under the language, says which page it translates, and copies that page to write over', () => {
    expect(startTranslation(data, '/gallery', swahili)).toEqual({
      address: '/sw/gallery-2',
      page: {
        language: 'sw-KE',
        translationOf: '/gallery',
        title: 'Gallery',
        description: 'Our work',
        blocks: [{ type: 'gallery', heading: 'Our Work' }],
      },
    })
  })

  it('makes the home page the language’s own address', () => {
    expect(startTranslation(data, '/', swahili).address).toBe('/sw')
  })
})

describe('starting a post in another language', () => {
  const blog = {
    blog: {
      posts: [
        { id: 3, slug: 'sofa-stains', title: 'Sofa stains', relatedPosts: [7] },
        { id: 7, slug: 'carpet-dust', title: 'Carpet dust' },
      ],
    },
  }

  it('numbers it after the last post, says which post it translates, and copies it without its suggestions', () => {
    expect(startPostTranslation(blog, 0, swahili)).toEqual({
      at: 2,
      post: { id: 8, slug: 'sofa-stains', title: 'Sofa stains', language: 'sw-KE', translationOf: 3 },
    })
  })
})

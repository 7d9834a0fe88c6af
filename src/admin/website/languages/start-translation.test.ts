import { describe, expect, it } from 'vitest'
import { startTranslation } from './start-translation.ts'

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

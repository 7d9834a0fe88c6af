import { describe, expect, it } from 'vitest'
import { counterpartOf, editorLanguages, pageLanguageCode } from './editor-languages.ts'
import { pageFieldChoices } from './page-choices.ts'

const data = {
  business: { locale: 'en-KE' },
  languages: [{ code: 'sw-KE', name: 'Kiswahili', texts: {} }],
  pages: {
    '/contact': { title: 'Contact Us' },
    '/sw/wasiliana-nasi': { language: 'sw-KE', translationOf: '/contact', title: 'Wasiliana Nasi' },
  },
  blog: {
    posts: [
      { id: 1, title: 'Sofa stains' },
      { id: 2, title: 'Madoa ya sofa', language: 'sw-KE', translationOf: 1 },
    ],
  },
}

describe('the languages the editor offers', () => {
  it('names each language in its own words, the main one first', () => {
    expect(editorLanguages(data).map(({ name, isMain }) => [name, isMain])).toEqual([
      ['English', true],
      ['Kiswahili', false],
    ])
    expect(editorLanguages({ business: {} })).toEqual([])
  })

  it('knows the language of each page', () => {
    expect(pageLanguageCode(data, '/contact')).toBe('en-KE')
    expect(pageLanguageCode(data, '/sw/wasiliana-nasi')).toBe('sw-KE')
  })

  it('finds the main language’s place for a translated text: the same place in the shared parts or the page', () => {
    expect(counterpartOf(data, ['languages', 0, 'texts', 'footer', 'credit', 'label'])).toEqual([
      'footer',
      'credit',
      'label',
    ])
    expect(counterpartOf(data, ['pages', '/sw/wasiliana-nasi', 'blocks', 2, 'heading'])).toEqual([
      'pages',
      '/contact',
      'blocks',
      2,
      'heading',
    ])
    expect(counterpartOf(data, ['pages', '/contact', 'title'])).toBeUndefined()
    expect(counterpartOf(data, ['pages', '/sw/wasiliana-nasi', 'translationOf'])).toBeUndefined()
  })

  it("finds a translated post's field in the post it translates, and offers the main language's posts by title", () => {
    expect(counterpartOf(data, ['blog', 'posts', 1, 'title'])).toEqual(['blog', 'posts', 0, 'title'])
    expect(counterpartOf(data, ['blog', 'posts', 0, 'title'])).toBeUndefined()
    expect(counterpartOf(data, ['blog', 'posts', 1, 'slug'])).toBeUndefined()
    expect(pageFieldChoices(data, ['blog', 'posts', 1, 'translationOf'])).toEqual([
      { value: '1', words: 'Sofa stains' },
    ])
    expect(pageFieldChoices(data, ['blog', 'posts', 1, 'language'])?.map((choice) => choice.words)).toEqual([
      'English',
      'Kiswahili',
    ])
  })

  it('offers a page’s language by name and the page it translates by title', () => {
    expect(pageFieldChoices(data, ['pages', '/sw/wasiliana-nasi', 'language'])).toEqual([
      { value: 'en-KE', words: 'English' },
      { value: 'sw-KE', words: 'Kiswahili' },
    ])
    expect(pageFieldChoices(data, ['pages', '/sw/wasiliana-nasi', 'translationOf'])).toEqual([
      { value: '/contact', words: 'Contact Us' },
    ])
    expect(pageFieldChoices(data, ['pages', '/contact', 'title'])).toBeUndefined()
  })
})

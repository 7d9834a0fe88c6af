import { describe, expect, it } from 'vitest'
import type { Site } from '../schema/site.ts'
import { untranslatedOf, type TextsSchemaNode } from './untranslated.ts'

const words: TextsSchemaNode = { type: 'string' }
const textsSchema: TextsSchemaNode = {
  properties: {
    navigation: { type: 'array', items: { properties: { label: words } } },
    footer: { properties: { credit: { properties: { label: words } } } },
    forms: { patternProperties: { '^[a-z]+$': { properties: { title: words } } } },
  },
}

const site = {
  business: { locale: 'en-KE' },
  navigation: [
    { label: 'Home', link: '/' },
    { label: 'Gallery', link: '/gallery' },
  ],
  footer: { credit: { label: 'Made by the web team' } },
  forms: { booking: { title: 'Book a Cleaning Session' }, quote: { title: 'Get a Quote' } },
  pages: {
    '/': { title: 'Home' },
    '/gallery': { title: 'Gallery' },
    '/sw': { title: 'Nyumbani', language: 'sw-KE', translationOf: '/' },
  },
  languages: [
    {
      code: 'sw-KE',
      texts: { navigation: [{ label: 'Nyumbani' }, { label: ' ' }], forms: { booking: { title: 'Weka Nafasi' } } },
    },
  ],
} as unknown as Site

describe('what a language has not translated yet', () => {
  it('lists the main-language pages without a page in the language', () => {
    expect(untranslatedOf(site, 'sw-KE', textsSchema).pages).toEqual(['/gallery'])
  })

  it('lists the shared texts the language has no words for, by their place in the main language', () => {
    expect(untranslatedOf(site, 'sw-KE', textsSchema).texts).toEqual([
      ['navigation', 1, 'label'],
      ['footer', 'credit', 'label'],
      ['forms', 'quote', 'title'],
    ])
  })

  it('lists everything for a language that has translated nothing', () => {
    const result = untranslatedOf(site, 'fr-FR', textsSchema)
    expect(result.pages).toEqual(['/', '/gallery'])
    expect(result.texts).toHaveLength(5)
  })
})

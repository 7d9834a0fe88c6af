import { describe, expect, it } from 'vitest'
import { fillWords, wordKeys, wordsFor } from './words.ts'

describe('wordsFor', () => {
  it('gives the words of the page’s language, and English for a language without built-in words', () => {
    expect(wordsFor('sw-KE').skipToContent).toBe('Ruka hadi maudhui')
    expect(wordsFor('en-KE').skipToContent).toBe('Skip to content')
    expect(wordsFor('fr-FR').skipToContent).toBe('Skip to content')
  })

  it('lays a site’s own words over the built-in ones, and ignores keys it does not know', () => {
    const words = wordsFor('sw-KE', { skipToContent: 'Nenda kwenye maudhui', nonsense: 'x' })
    expect(words.skipToContent).toBe('Nenda kwenye maudhui')
    expect(Object.keys(words)).toEqual(wordKeys)
  })
})

describe('fillWords', () => {
  it('fills the named places and leaves unknown ones as they are', () => {
    expect(fillWords('Message to {name} ({count})', { name: 'Amina', count: 2 })).toBe('Message to Amina (2)')
    expect(fillWords('{missing} stays', {})).toBe('{missing} stays')
  })
})

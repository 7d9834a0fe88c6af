import { describe, expect, it } from 'vitest'
import { siteWords } from './site-words.ts'

describe('siteWords', () => {
  it('gives the words of the site’s language with the site’s own changes', () => {
    expect(siteWords({ business: { locale: 'en-KE' } }).readMore).toBe('Read More')
    expect(siteWords({ business: { locale: 'sw-KE' } }).readMore).toBe('Soma Zaidi')
    const changed = siteWords({ business: { locale: 'sw-KE' }, words: { readMore: 'Endelea kusoma' } })
    expect([changed.readMore, changed.relatedArticles]).toEqual(['Endelea kusoma', 'Makala Zinazohusiana'])
  })
})

import { describe, expect, it } from 'vitest'
import { previewInLanguage } from './preview-in-language.ts'

const english = { code: 'en-KE', name: 'English', path: '/', isMain: true, untranslated: 'leave-out' } as const
const swahili = { code: 'sw-KE', name: 'Kiswahili', path: '/sw', isMain: false, untranslated: 'leave-out' } as const
const data = {
  pages: {
    '/contact': { title: 'Contact Us' },
    '/gallery': { title: 'Gallery' },
    '/sw/wasiliana-nasi': { language: 'sw-KE', translationOf: '/contact' },
  },
}

describe('the page previewed once another language is chosen', () => {
  it('is the same page in that language', () => {
    expect(previewInLanguage(data, '/contact', swahili)).toBe('/sw/wasiliana-nasi')
    expect(previewInLanguage(data, '/sw/wasiliana-nasi', english)).toBe('/contact')
  })

  it('is the language’s home page when the page has no translation', () => {
    expect(previewInLanguage(data, '/gallery', swahili)).toBe('/sw')
  })
})

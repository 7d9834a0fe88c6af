import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Site } from '../schema/site.ts'
import { checkSite } from '../validation/check-site.ts'
import { formLanguages } from './form-languages.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')

/** The minimal site, its booking form also in Swahili, with a word of its own in each language. */
const bilingual = `${minimal}
words:
  formSend: Send it
languages:
  - code: sw-KE
    words:
      formSend: Tuma sasa
    texts:
      forms:
        booking:
          title: Weka Nafasi
          fields:
            - label: Huduma
              options:
                - label: Kusafisha Sofa
`

const siteOf = (text: string) => {
  const checked = checkSite(text, { publicDir: `${fixtures}public` })
  expect(checked.errors).toEqual([])
  return checked.site as Site
}

describe('formLanguages', () => {
  it('gives the receiver each other language’s forms, and every language’s words with the site’s changes', () => {
    const { language, formsByLanguage, wordsByLanguage } = formLanguages(siteOf(bilingual))
    expect(language).toBe('en-KE')
    expect(Object.keys(formsByLanguage ?? {})).toEqual(['sw-KE'])
    const booking = formsByLanguage?.['sw-KE']?.booking
    expect(booking?.title).toBe('Weka Nafasi')
    expect(booking?.fields[0]).toMatchObject({ name: 'service', label: 'Huduma', kind: 'select' })
    expect(booking?.fields[0]?.options).toEqual([
      { label: 'Kusafisha Sofa', value: 'sofa' },
      { label: 'Carpet', value: 'carpet' },
    ])
    expect(wordsByLanguage?.['en-KE']?.formSend).toBe('Send it')
    expect(wordsByLanguage?.['sw-KE']).toMatchObject({ formSend: 'Tuma sasa', formChoose: 'Chagua…' })
  })

  it('gives a site in one language no other forms', () => {
    const { formsByLanguage, wordsByLanguage } = formLanguages(siteOf(minimal))
    expect(formsByLanguage).toEqual({})
    expect(Object.keys(wordsByLanguage ?? {})).toEqual(['en-KE'])
  })
})

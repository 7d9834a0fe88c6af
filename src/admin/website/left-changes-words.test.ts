import { describe, expect, it } from 'vitest'
import type { WordsSchema } from '../../model/words/place-steps.ts'
import { leftChangesWords } from './left-changes-words.ts'

const schema: WordsSchema = {
  properties: {
    business: {
      'x-label': 'business details',
      properties: { tagline: { 'x-label': 'tagline' }, email: { 'x-label': 'email address' } },
    },
    services: {
      'x-label': 'services',
      'x-item-noun': 'service',
      items: { properties: { name: { 'x-label': 'name' }, summary: { 'x-label': 'summary' } } },
    },
  },
}

const published = {
  business: { tagline: 'Clean homes.', email: 'info@example.com' },
  services: [
    { name: 'Carpet Cleaning', summary: 'Carpets.' },
    { name: 'Sofa Cleaning', summary: 'Sofas.' },
  ],
}
const withSofa = (summary: string) => ({
  ...published,
  services: [published.services[0], { name: 'Sofa Cleaning', summary }],
})

describe('leftChangesWords', () => {
  it('names one change by its place', () => {
    expect(leftChangesWords(published, withSofa('Sofas like new.'), schema)).toBe(
      'You changed the summary of the service “Sofa Cleaning”.',
    )
  })

  it('names the first two and counts the rest, with what became of each', () => {
    const draft = {
      business: { tagline: 'Spotless homes.', email: 'hello@example.com' },
      services: [published.services[1], { name: 'Rug Cleaning', summary: 'Rugs.' }],
    }
    expect(leftChangesWords(published, draft, schema)).toBe(
      'You changed the tagline in the business details and the email address in the business details, and made 2 more changes.',
    )
    expect(leftChangesWords(published.services, draft.services, schema.properties?.services)).toBe(
      'You removed the service “Carpet Cleaning” and added the service “Rug Cleaning”.',
    )
  })

  it('says nothing when visitors would see no difference', () => {
    expect(leftChangesWords(published, structuredClone(published), schema)).toBeUndefined()
  })
})

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../src/forms/schema.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { testBookingForm, testForms, validBody } from '../../src/testing/test-forms.ts'
import { wordsFor } from '../../src/words/words.ts'
import { post, startTestServer, type TestServer } from '../testing/test-server.ts'

// A site in English and Swahili: the receiver checks a request against the form as the page's language writes it,
// answers in that language's words, and keeps the language with the request.

/** The booking form as its Swahili page writes it: the texts translated, the names and values the same. */
const swahiliBooking: FormDefinition = {
  ...testBookingForm,
  title: 'Weka Nafasi ya Usafi',
  fields: [
    { name: 'name', label: 'Jina', kind: 'text', required: 'Tafadhali andika jina lako' },
    { name: 'phone', label: 'Nambari ya simu', kind: 'tel', required: 'Tafadhali andika nambari yako ya simu' },
    {
      name: 'service',
      label: 'Huduma',
      kind: 'select',
      required: 'Tafadhali chagua huduma',
      options: [
        { label: 'Kusafisha Mazulia', value: 'carpet' },
        { label: 'Kusafisha Sofa', value: 'sofa' },
      ],
    },
    { name: 'date', label: 'Tarehe', kind: 'date', required: 'Tafadhali chagua tarehe' },
  ],
}

let server: TestServer
const stored = () =>
  server.query<{ data: string; language: string | null }>('SELECT data, language FROM submissions ORDER BY rowid')

beforeAll(async () => {
  server = await startTestServer({
    withDist: (dist) => {
      const file = join(dist, 'site-manifest.json')
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest
      const bilingual: SiteManifest = {
        ...manifest,
        language: 'en-KE',
        formsByLanguage: { 'sw-KE': { ...testForms, booking: swahiliBooking } },
        wordsByLanguage: {
          'en-KE': wordsFor('en-KE'),
          'sw-KE': { ...wordsFor('sw-KE'), formInvalidPhone: 'Simu si sahihi.' },
        },
      }
      writeFileSync(file, JSON.stringify(bilingual))
    },
  })
})
afterAll(() => server.close())

const errorsOf = async (response: Response) => ((await response.json()) as { errors: Record<string, string[]> }).errors

describe('a request sent from a page in another language', () => {
  it('is answered in that language: the form’s own Swahili messages, and the product’s words with the site’s changes', async () => {
    const body = { ...validBody(testBookingForm), name: ' ', phone: 'nipigie', _language: 'sw-KE' }
    const response = await post(server.base, '/api/forms/booking', body)
    expect(response.status).toBe(422)
    expect(await errorsOf(response)).toEqual({ name: ['Tafadhali andika jina lako'], phone: ['Simu si sahihi.'] })
  })

  it('is stored with its language, which is not kept among the visitor’s answers', async () => {
    const before = stored().length
    const body = { ...validBody(testBookingForm), _language: 'sw-KE' }
    expect((await post(server.base, '/api/forms/booking', body)).status).toBe(201)
    const [row] = stored().slice(before)
    expect(row?.language).toBe('sw-KE')
    expect(JSON.parse(row!.data)).toEqual(validBody(testBookingForm))
  })

  it('is taken in the main language when it names none, or one the site does not have; stored as the main one', async () => {
    const before = stored().length
    const french = { ...validBody(testBookingForm), phone: 'appelez-moi', _language: 'fr-FR' }
    expect(await errorsOf(await post(server.base, '/api/forms/booking', french))).toEqual({
      phone: ['Enter a phone number, for example 0712 345 678 or +254 712 345 678.'],
    })
    for (const body of [validBody(testBookingForm, 1), { ...validBody(testBookingForm, 2), _language: 'fr-FR' }])
      expect((await post(server.base, '/api/forms/booking', body)).status).toBe(201)
    expect(
      stored()
        .slice(before)
        .map((row) => row.language),
    ).toEqual(['en-KE', 'en-KE'])
  })

  it('names its language in any case, and is stored as the site writes it', async () => {
    const before = stored().length
    const body = { ...validBody(testBookingForm, 3), _language: 'SW-ke' }
    expect((await post(server.base, '/api/forms/booking', body)).status).toBe(201)
    expect(
      stored()
        .slice(before)
        .map((row) => row.language),
    ).toEqual(['sw-KE'])
  })

  it('is refused when its language is not a short language tag, and nothing is stored', async () => {
    const before = stored().length
    for (const language of ['<script>', 'x'.repeat(40), 'sw KE', 5]) {
      const response = await post(server.base, '/api/forms/booking', {
        ...validBody(testBookingForm),
        _language: language,
      })
      expect(response.status).toBe(422)
      expect(Object.keys(await errorsOf(response))).toEqual(['_language'])
    }
    expect(stored().length).toBe(before)
  })
})

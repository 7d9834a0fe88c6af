import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { applyEdit } from '../../../site-text/edit.ts'
import { checkSite } from '../../../validation/check-site.ts'
import { placesWithSameValue, sameNumberEdits, withNewNumber, type SameNumberPlace } from './same-number.ts'
import {
  sameNumberAnswers,
  sameNumberChangedSentence,
  sameNumberCount,
  sameNumberSentence,
} from './same-number-words.ts'

const root = join(import.meta.dirname, '../../../..')
const text = readFileSync(join(root, 'site.yaml'), 'utf8')
const site = parse(text) as {
  business: { phones: { number: string }[]; whatsapp: string }
  redirects: { from: string; to: string }[]
}
const office = ['business', 'phones', 0, 'number']
const toWhatsapp = site.redirects.findIndex((redirect) => redirect.from === '/whatsapp')
const said = (places: SameNumberPlace[], data: unknown) => sameNumberSentence(sameNumberCount(places, data))

describe('placesWithSameValue', () => {
  it('finds the WhatsApp number and the WhatsApp link that hold the office number of the real site', () => {
    const places = placesWithSameValue(site, office, site.business.phones[0]!.number)
    expect(places.map((place) => place.path)).toEqual([
      ['business', 'whatsapp'],
      ['redirects', toWhatsapp, 'to'],
    ])
    expect(said(places, site)).toBe('This number is also your WhatsApp number and is used in 1 other place.')
    expect(sameNumberAnswers(places.length)).toEqual({ change: 'Change them too', keep: 'Keep them as they are' })
  })

  it('changes them in a way the check agrees with: the WhatsApp link goes to the new WhatsApp number', () => {
    const places = placesWithSameValue(site, office, site.business.phones[0]!.number)
    const edits = [
      { op: 'set', path: office, value: '+254 711 222 333' } as const,
      ...sameNumberEdits(places, '+254 711 222 333', site),
    ]
    const after = edits.reduce((current, edit) => applyEdit(current, edit), text)
    const changed = parse(after) as typeof site
    expect(changed.business.whatsapp).toBe('+254 711 222 333')
    expect(changed.redirects[toWhatsapp]?.to).toBe('https://wa.me/254711222333')
    expect(placesWithSameValue(changed, office, site.business.phones[0]!.number)).toEqual([])
    const publicDir = join(root, 'public')
    const before = checkSite(text, { publicDir })
    const checked = checkSite(after, { publicDir })
    expect(checked.errors).toEqual([])
    expect(checked.warnings.length).toBeLessThanOrEqual(before.warnings.length)
    expect(checked.warnings.map((warning) => warning.message).join('\n')).not.toMatch(/WhatsApp/)
  })

  const written = {
    business: {
      locale: 'en-KE',
      phones: [
        { label: 'Office', number: '+254 700 000 001' },
        { label: 'Bookings', number: '+254 700 000 002' },
      ],
      whatsapp: '+254700000001',
    },
    chat: { phoneNumber: '0700 000001' },
    footer: { call: { label: 'Call us', link: 'tel:+254700000001' } },
    pages: {
      '/contact': {
        text: 'Call [0700 000 001](tel:0700000001) or +254-700-000-001, never +254 700 000 002. Since 2025-04-12.',
      },
    },
  }

  it('finds the number however it is written: spaced, packed, in the country’s own way, in links and in text', () => {
    const places = placesWithSameValue(written, office, '+254 700 000 001')
    expect(places.map(({ path, isWholeValue }) => ({ path, isWholeValue }))).toEqual([
      { path: ['business', 'whatsapp'], isWholeValue: true },
      { path: ['chat', 'phoneNumber'], isWholeValue: true },
      { path: ['footer', 'call', 'link'], isWholeValue: false },
      { path: ['pages', '/contact', 'text'], isWholeValue: false },
    ])
    expect(said(places, written)).toBe(
      'This number is also your WhatsApp number and the number the chat sends to and is used in 2 other places.',
    )
  })

  it('writes the new number as typed for people, and packed where a link needs it', () => {
    const places = placesWithSameValue(written, office, '+254 700 000 001')
    expect(places.map((place) => withNewNumber(place, ' +254 711 222 333 ', written))).toEqual([
      '+254 711 222 333',
      '+254 711 222 333',
      'tel:+254711222333',
      'Call [+254 711 222 333](tel:+254711222333) or +254 711 222 333, never +254 700 000 002. Since 2025-04-12.',
    ])
  })

  it('names another phone of the business by its label, and one place in the singular', () => {
    const places = placesWithSameValue(written, ['business', 'whatsapp'], '+254 700 000 002')
    expect(places.map((place) => place.path)).toEqual([
      ['business', 'phones', 1, 'number'],
      ['pages', '/contact', 'text'],
    ])
    expect(said(places, written)).toBe('This number is also your bookings number and is used in 1 other place.')
    expect(said(places.slice(0, 1), written)).toBe('This number is also your bookings number.')
    expect(said(places.slice(1), written)).toBe('This number is also used in 1 other place.')
    expect(sameNumberAnswers(1)).toEqual({ change: 'Change it too', keep: 'Keep it as it is' })
  })

  it('finds nothing for a value that is no phone number, and never the field itself', () => {
    expect(placesWithSameValue(written, office, '')).toEqual([])
    expect(placesWithSameValue(written, office, 42)).toEqual([])
    expect(
      placesWithSameValue({ business: { whatsapp: '+254 700 000 001' } }, ['business', 'whatsapp'], '+254 700 000 001'),
    ).toEqual([])
  })
})

describe('the count the offer and the word after it tell', () => {
  /** The office number as the WhatsApp number (when `isWhatsapp`) and in `mentions` texts. */
  const usedIn = (isWhatsapp: boolean, mentions: number) => ({
    business: {
      locale: 'en-KE',
      phones: [{ label: 'Office', number: '+254 700 000 001' }],
      whatsapp: isWhatsapp ? '+254 700 000 001' : '+254 799 999 999',
    },
    pages: Object.fromEntries(
      Array.from({ length: mentions }, (_, index) => [
        `/page-${index}`,
        { text: `Page ${'ABCD'[index]}: call 0700 000 001.` },
      ]),
    ),
  })
  /** Every number a sentence says, and every phone field it names. */
  const told = (sentence: string) => ({
    numbers: sentence.match(/\d+/g) ?? [],
    names: sentence.match(/your [a-z]+ number/gi) ?? [],
  })

  for (const isWhatsapp of [true, false])
    for (const mentions of [0, 1, 2, 3]) {
      const total = mentions + (isWhatsapp ? 1 : 0)
      if (total === 0) continue
      it(`agrees for a number used in ${total} other places${isWhatsapp ? ', one of them the WhatsApp number' : ''}`, () => {
        const data = usedIn(isWhatsapp, mentions)
        const places = placesWithSameValue(data, office, '+254 700 000 001')
        expect(places).toHaveLength(total)
        const count = sameNumberCount(places, data)
        expect(count.named.length + count.others).toBe(total)
        const offer = sameNumberSentence(count)
        const changed = sameNumberChangedSentence(count)
        expect(told(changed)).toEqual(told(offer))
        const numbers = told(offer).numbers.map(Number)
        expect(told(offer).names.length + numbers.reduce((sum, number) => sum + number, 0)).toBe(total)
      })
    }

  it('says the WhatsApp number and the other place, before and after', () => {
    const data = usedIn(true, 1)
    const count = sameNumberCount(placesWithSameValue(data, office, '+254 700 000 001'), data)
    expect(sameNumberSentence(count)).toBe('This number is also your WhatsApp number and is used in 1 other place.')
    expect(sameNumberChangedSentence(count)).toBe('Changed too: your WhatsApp number and 1 other place.')
    expect(sameNumberChangedSentence({ named: [], others: 2 })).toBe('Changed too: 2 other places.')
  })

  it('counts a phone field whose name was already said with the others, so no place goes untold', () => {
    const data = {
      business: {
        locale: 'en-KE',
        phones: [
          { label: 'Office', number: '+254 700 000 001' },
          { label: 'Office', number: '+254 700 000 001' },
        ],
        whatsapp: '+254 700 000 001',
      },
    }
    const count = sameNumberCount(placesWithSameValue(data, ['business', 'whatsapp'], '+254 700 000 001'), data)
    expect(count).toEqual({ named: ['your office number'], others: 1 })
  })
})

import { describe, expect, it } from 'vitest'
import type { FormDefinition, FormField } from './schema.ts'
import { messageFor } from './messages.ts'
import { checkValue } from './rules.ts'
import { latestBookableDay } from './kinds/date/bookable-day.ts'
import { todayIn } from '../model/time/local-time.ts'
import { compileFormValidator } from '../../server/receiver/form-validator.ts'
import { validateForm } from './validate.ts'
import { testFields, validBody } from '../testing/test-forms.ts'
import { businessLanguage as english } from './business-language.ts'

/** One field of each kind, required and optional. */
const fields: FormField[] = [
  testFields.name,
  { name: 'note', label: 'Note', kind: 'textarea' },
  testFields.email,
  { name: 'backupEmail', label: 'Other email', kind: 'email' },
  testFields.phone,
  testFields.service,
  testFields.date,
  { name: 'laterDate', label: 'Other date', kind: 'date' },
  { name: 'hasPets', label: 'Do you have pets?', kind: 'yes-no', required: 'Tell us whether you have pets' },
  { name: 'isUrgent', label: 'Is it urgent?', kind: 'yes-no' },
  { name: 'arrival', label: 'Arrival time', kind: 'time', min: '08:00', max: '18:00', required: 'Choose a time' },
  { name: 'callBack', label: 'Call back at', kind: 'time', min: '09:00', max: '17:00', step: 30 },
  { name: 'anyTime', label: 'Any time', kind: 'time' },
  { name: 'rooms', label: 'Rooms', kind: 'number', min: 1, max: 20, required: 'How many rooms?' },
  { name: 'area', label: 'Area in square metres', kind: 'number', min: 0.5, step: 0.5 },
  { name: 'count', label: 'Count', kind: 'number' },
]
const form: FormDefinition = { title: 'Everything', fields }
const now = new Date('2025-05-10T09:00:00+03:00')
const today = todayIn('Africa/Nairobi', now)

const samples = [
  '',
  ' ',
  '  \n ',
  'a',
  ' Wanjiru ',
  'x'.repeat(201),
  'x'.repeat(5001),
  'a@b.co',
  'a@b',
  ' a@b.co',
  'a b@c.de',
  'name@example.com',
  '0712 345 678',
  '+254 712-345 678',
  '+254',
  '12345',
  '(020) 123 4567',
  '0712345678x',
  'carpet',
  'sofa',
  'Carpet',
  'pressure',
  '2025-05-10',
  '2025-05-09',
  '2025-12-31',
  '2025-02-30',
  '2025/05/11',
  '10-05-2025',
  '<script>alert(1)</script>',
  "O'Brien & Sons",
  '😀',
  '0'.repeat(26),
  '\u200b',
  '\u200b\u200d \u2060',
  '\u00ad',
  '\ufeff',
  'a\u200b',
  '2027-05-10',
  '2027-05-11',
  '9999-12-31',
  'yes',
  'no',
  'Yes',
  'y',
  ' yes',
  'yes ',
  '07:59',
  '08:00',
  '12:30',
  '12:45',
  '16:59',
  '17:00',
  '18:00',
  '18:01',
  '8:00',
  '24:00',
  '23:59',
  '00:00',
  '12:60',
  '0',
  '1',
  '3',
  '20',
  '21',
  '-1',
  '1.5',
  '2.0',
  '2.25',
  '0.5',
  '1e3',
  '+3',
  '٣',
  '3 ',
  '99999999999999999999',
]

/** A deterministic mix of hostile and ordinary strings. */
function* randomStrings(count: number): Generator<string> {
  let seed = 42
  const alphabet = 'aZ09 @.+-()/:\n\t<>"\'&é😀\u200b'
  for (let index = 0; index < count; index += 1) {
    let text = ''
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    const length = seed % 30
    for (let char = 0; char < length; char += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      text += alphabet[seed % alphabet.length]
    }
    yield text
  }
}

describe('one definition, both sides', () => {
  const server = compileFormValidator(form, () => now)

  it.each(fields.map((field) => [field.name, field] as const))(
    'the browser and the server agree on every sample value of %s',
    (_name, field) => {
      for (const value of [...samples, ...randomStrings(300)]) {
        const browserAccepts = checkValue(field, value, today) === undefined
        const serverErrors = server({ ...validBody(form), [field.name]: value })
        expect({ value, accepted: !(field.name in serverErrors) }).toEqual({ value, accepted: browserAccepts })
      }
    },
  )

  it('the server refuses unknown fields, missing required fields and non-string values', () => {
    expect(server({ ...validBody(form), extra: 'x' })).toEqual({ extra: ['is not a field of this form'] })
    const { name: _name, ...withoutName } = validBody(form)
    expect(Object.keys(server(withoutName))).toEqual(['name'])
    expect(Object.keys(server({ ...validBody(form), phone: 712345678 }))).toEqual(['phone'])
    expect(Object.keys(server('not an object'))).toEqual([''])
  })

  it('the server words its field errors as the browser does', () => {
    expect(server({ ...validBody(form), name: '  ', email: 'nope' })).toEqual({
      name: ['Name is required'],
      email: ['Enter an email address like name@example.com.'],
    })
  })

  it('the browser reports each problem with the message from the definition', () => {
    const errors = validateForm(form, { email: 'nope', date: '2025-05-01', service: '' }, today, english)
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Enter an email address like name@example.com.',
      phone: 'Phone number is required',
      service: 'Service is required',
      date: 'Choose a date from today onwards. We take bookings up to two years ahead.',
      hasPets: 'Tell us whether you have pets',
      arrival: 'Choose a time',
      rooms: 'How many rooms?',
    })
  })

  it('a date in the past is refused, today and later are accepted', () => {
    const date = fields[6] as FormField
    expect(checkValue(date, '2025-05-09', today)).toBe('invalid')
    expect(checkValue(date, '2025-05-10', today)).toBeUndefined()
  })

  it('a zero-width space, joiner or soft hyphen does not fill a required field, on either side', () => {
    for (const invisible of ['\u200b', '\u200c\u200d', ' \u2060 ', '\u00ad', '\u180e']) {
      expect({ invisible, browser: checkValue(testFields.name, invisible, today) }).toEqual({
        invisible,
        browser: 'missing',
      })
      expect(server({ ...validBody(form), name: invisible }).name).toEqual(['Name is required'])
    }
    expect(checkValue(testFields.name, 'Wanjiru\u200b', today)).toBeUndefined()
  })

  it('a date more than two years ahead is refused, on either side', () => {
    const date = fields[6] as FormField
    expect(latestBookableDay(today)).toBe('2027-05-10')
    expect(checkValue(date, '2027-05-10', today)).toBeUndefined()
    for (const far of ['2027-05-11', '9999-12-31']) {
      expect({ far, browser: checkValue(date, far, today) }).toEqual({ far, browser: 'invalid' })
      expect(server({ ...validBody(form), date: far }).date).toEqual([messageFor(date, 'invalid', english)])
    }
    expect(latestBookableDay('2024-02-29')).toBe('2026-02-28')
  })

  it('a number, null, list or object in a field is answered "must be text", not with a length or format message', () => {
    const errors = server({ ...validBody(form), name: 5, note: null, email: ['a@b.co'], service: { carpet: true } })
    expect(errors).toEqual({
      name: ['must be text'],
      note: ['must be text'],
      email: ['must be text'],
      service: ['must be text'],
    })
  })
})

describe('yes/no, time of day and number', () => {
  const server = compileFormValidator(form, () => now)
  const field = (name: string) => fields.find((candidate) => candidate.name === name) as FormField

  it('a yes/no takes "yes" or "no" only, and a required one needs one of them', () => {
    expect(['yes', 'no', 'maybe', 'Yes'].map((value) => checkValue(field('isUrgent'), value, today))).toEqual([
      undefined,
      undefined,
      'invalid',
      'invalid',
    ])
    expect(checkValue(field('hasPets'), '', today)).toBe('missing')
    expect(server({ ...validBody(form), hasPets: '' }).hasPets).toEqual(['Tell us whether you have pets'])
  })

  it('a time outside its hours is refused on both sides, with the hours in words', () => {
    const message = 'Please choose a time between 8:00 and 18:00.'
    expect(messageFor(field('arrival'), 'invalid', english)).toBe(message)
    for (const late of ['07:59', '18:01', '23:00']) {
      expect({ late, browser: checkValue(field('arrival'), late, today) }).toEqual({ late, browser: 'invalid' })
      expect(server({ ...validBody(form), arrival: late }).arrival).toEqual([message])
    }
    expect(server({ ...validBody(form), arrival: '18:00' }).arrival).toBeUndefined()
  })

  it('a time with a step takes only the times on it, counted from its earliest', () => {
    expect(messageFor(field('callBack'), 'invalid', english)).toBe(
      'Please choose a time between 9:00 and 17:00, every 30 minutes.',
    )
    expect(['09:00', '09:30', '09:15', '17:00'].map((value) => checkValue(field('callBack'), value, today))).toEqual([
      undefined,
      undefined,
      'invalid',
      undefined,
    ])
  })

  it('a number outside its bounds or off its steps is refused on both sides, in words', () => {
    expect(messageFor(field('rooms'), 'invalid', english)).toBe('Please enter a whole number from 1 to 20, in figures.')
    expect(messageFor(field('area'), 'invalid', english)).toBe(
      'Please enter a number of at least 0.5, in steps of 0.5, in figures.',
    )
    expect(messageFor(field('count'), 'invalid', english)).toBe('Please enter a whole number, in figures.')
    for (const wrong of ['0', '21', '2.5', 'three']) {
      expect({ wrong, browser: checkValue(field('rooms'), wrong, today) }).toEqual({ wrong, browser: 'invalid' })
      expect(server({ ...validBody(form), rooms: wrong }).rooms).toEqual([
        messageFor(field('rooms'), 'invalid', english),
      ])
    }
    expect(checkValue(field('area'), '2.5', today)).toBeUndefined()
    expect(checkValue(field('area'), '2.25', today)).toBe('invalid')
  })
})

import { describe, expect, it } from 'vitest'
import { formatsFor } from './formats.ts'

const english = formatsFor('en-KE', 'Africa/Nairobi')
const swahili = formatsFor('sw-KE', 'Africa/Nairobi')

describe('formatsFor', () => {
  it('says times of day the way English pages always have, and Swahili ones with the part of the day', () => {
    const times = ['08:00', '18:00', '12:00', '00:00', '17:30', '09:05']
    expect(times.map(english.timeOfDay)).toEqual(['8am', '6pm', '12pm', '12am', '5:30pm', '9:05am'])
    expect(times.map(swahili.timeOfDay)).toEqual([
      '8:00 asubuhi',
      '6:00 jioni',
      '12:00 adhuhuri',
      '12:00 usiku',
      '5:30 jioni',
      '9:05 asubuhi',
    ])
    expect(english.timeOfDay('late')).toBe('late')
  })

  it('writes a day in full in the page’s language, whatever the business’s zone', () => {
    expect(english.day('2026-10-02')).toBe('2 October 2026')
    expect(swahili.day('2026-10-02')).toBe('2 Oktoba 2026')
    expect(formatsFor('en-KE', 'Pacific/Honolulu').day('2026-10-02')).toBe('2 October 2026')
    expect(english.day('someday')).toBe('someday')
  })

  it('reads a moment by the business’s clock', () => {
    const moment = Date.UTC(2026, 6, 1, 0, 46)
    expect(english.clock(moment)).toBe('3:46am')
    expect(formatsFor('en-KE', 'Europe/London').clock(moment)).toBe('1:46am')
    expect(swahili.clock(moment)).toBe('3:46 usiku')
  })

  it('writes numbers with the language’s separators', () => {
    expect(english.number(1200)).toBe('1,200')
    expect(formatsFor('de-DE', 'Europe/Berlin').number(1200)).toBe('1.200')
  })
})

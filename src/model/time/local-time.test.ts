import { describe, expect, it } from 'vitest'
import { clockInWords, dayInWords, localTime, timeZoneOf } from './local-time.ts'

describe('times and days in words', () => {
  it('reads a moment by the clock of the zone it is given', () => {
    const moment = Date.UTC(2026, 6, 1, 11, 5)
    expect(localTime('Africa/Nairobi').moment(moment)).toBe('1 Jul 2026, 14:05')
    // London keeps summer time in July.
    expect(localTime('Europe/London').moment(moment)).toBe('1 Jul 2026, 12:05')
  })

  it('takes the business’s zone, and Kenya’s when site.yaml names none', () => {
    expect(timeZoneOf({ timeZone: 'Europe/London' })).toBe('Europe/London')
    expect(timeZoneOf({})).toBe('Africa/Nairobi')
  })

  it('writes a day with its weekday and a time without its leading zero; anything else as it was sent', () => {
    expect(dayInWords('2026-12-01')).toBe('Tue, 1 Dec 2026')
    expect(dayInWords('2026-02-30')).toBe('2026-02-30')
    expect(clockInWords('08:05')).toBe('8:05')
    expect(clockInWords('18:30')).toBe('18:30')
    expect(clockInWords('late')).toBe('late')
  })
})

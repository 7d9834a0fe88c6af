import { afterEach, describe, expect, it } from 'vitest'
import { businessWhen, formatBusinessTime, showTimesIn } from './business-time.ts'

const at = (iso: string) => Date.parse(iso)
// 13:41 in Nairobi, three hours ahead of UTC all year; 10:41 in London, on UTC in November.
const now = at('2026-11-26T10:41:20Z')

afterEach(() => showTimesIn(undefined))

describe('when something happened, in the business’s time', () => {
  it('says the time alone for today, in the business’s day rather than UTC’s', () => {
    expect(businessWhen(at('2026-11-26T07:32:00Z'), now)).toBe('10:32')
    // 22:30 UTC on the 25th is already 01:30 on the 26th in Nairobi.
    expect(businessWhen(at('2026-11-25T22:30:00Z'), now)).toBe('01:30')
  })

  it('says "yesterday at" for the day before, and the date before that', () => {
    expect(businessWhen(at('2026-11-25T13:05:00Z'), now)).toBe('yesterday at 16:05')
    expect(businessWhen(at('2026-11-24T21:00:00Z'), now)).toBe('yesterday at 00:00')
    expect(businessWhen(at('2026-11-24T20:59:00Z'), now)).toBe('24 Nov 2026 at 23:59')
    expect(businessWhen(at('2026-11-23T11:05:00Z'), now)).toBe('23 Nov 2026 at 14:05')
  })

  it('agrees with the inbox’s times', () => {
    expect(formatBusinessTime(at('2026-11-23T11:05:00Z'))).toBe('23 Nov 2026, 14:05')
  })

  it('reads every time in the zone the site names, once the session has said it', () => {
    showTimesIn('Europe/London')
    expect(formatBusinessTime(at('2026-11-23T11:05:00Z'))).toBe('23 Nov 2026, 11:05')
    expect(businessWhen(at('2026-11-25T22:30:00Z'), now)).toBe('yesterday at 22:30')
  })
})

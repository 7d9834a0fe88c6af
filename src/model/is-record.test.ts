import { describe, expect, it } from 'vitest'
import { isRecord } from './is-record.ts'

describe('isRecord', () => {
  it('accepts plain objects, empty ones included', () => {
    expect(isRecord({ title: 'Home' })).toBe(true)
    expect(isRecord({})).toBe(true)
  })

  it('refuses null, arrays and every other kind of value', () => {
    for (const value of [null, undefined, [], [{ a: 1 }], 'text', 3, true]) expect(isRecord(value)).toBe(false)
  })
})

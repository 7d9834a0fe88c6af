import { describe, expect, it } from 'vitest'
import { isSameData } from './data-changes.ts'

describe('isSameData', () => {
  it('compares groups key by key, whatever their order, and lists item by item', () => {
    expect(isSameData({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true)
    expect(isSameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(isSameData({ a: undefined }, { b: undefined })).toBe(false)
    expect(isSameData([], {})).toBe(false)
    expect(isSameData('1', 1)).toBe(false)
  })
})

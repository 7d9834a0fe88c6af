import { describe, expect, it } from 'vitest'
import { changeCount } from './change-count.ts'

describe('changeCount', () => {
  it('counts nothing for the same data', () => {
    expect(changeCount({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(0)
  })

  it('counts each changed value once and an added item once', () => {
    const before = { business: { phone: '1', name: 'A' }, services: [{ name: 'x' }] }
    const after = { business: { phone: '2', name: 'A' }, services: [{ name: 'x' }, { name: 'y', link: '/y' }] }
    expect(changeCount(before, after)).toBe(2)
  })

  it('counts an added or removed key', () => {
    expect(changeCount({ a: 1 }, { b: 1 })).toBe(2)
  })

  it('counts an item put in the middle of a list once', () => {
    expect(changeCount({ services: ['a', 'b', 'c'] }, { services: ['a', 'new', 'b', 'c'] })).toBe(1)
  })
})

import { describe, expect, it } from 'vitest'
import { valuesInOrder } from './values-in-order.ts'

describe('valuesInOrder', () => {
  it('gives each value before what it holds, in the order of the text, with its path from its root', () => {
    const found = [...valuesInOrder({ a: [1, { b: 2 }], c: 3 }, 'second')]
    expect(found).toEqual([
      [{ a: [1, { b: 2 }], c: 3 }, []],
      [[1, { b: 2 }], ['a']],
      [1, ['a', 0]],
      [{ b: 2 }, ['a', 1]],
      [2, ['a', 1, 'b']],
      [3, ['c']],
      ['second', []],
    ])
  })

  it('stops after 100,000 values, however large the draft', () => {
    expect([...valuesInOrder(Array.from({ length: 250_000 }, () => 0))]).toHaveLength(100_000)
  })
})

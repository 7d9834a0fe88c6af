import { describe, expect, it } from 'vitest'
import { textChange } from './text-change.ts'

const apply = (before: string, change: ReturnType<typeof textChange>) =>
  before.slice(0, change.from) + change.insert + before.slice(change.to)

describe('textChange', () => {
  it('replaces only the part that differs', () => {
    expect(textChange('name: Duka\nurl: x\n', 'name: Duka Kubwa\nurl: x\n')).toEqual({
      from: 10,
      to: 10,
      insert: ' Kubwa',
    })
    expect(textChange('a: 1\nb: 2\n', 'a: 1\n')).toEqual({ from: 5, to: 10, insert: '' })
    expect(textChange('same', 'same')).toEqual({ from: 4, to: 4, insert: '' })
  })

  it('never lets the shared start and end overlap', () => {
    for (const [before, after] of [
      ['aaa', 'aaaa'],
      ['abab', 'ab'],
      ['', 'x'],
      ['x', ''],
    ] as const) {
      expect(apply(before, textChange(before, after))).toBe(after)
    }
  })
})

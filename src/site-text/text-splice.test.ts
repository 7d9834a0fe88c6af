import { describe, expect, it } from 'vitest'
import { applyEdit, EditError } from './edit.ts'
import { textSplice } from './text-splice.ts'

describe('textSplice', () => {
  const cases: [string, string, string][] = [
    ['one change in the middle', "phone: '+254 700'\nname: A\n", "phone: '+254 711'\nname: A\n"],
    ['text added at the end', 'a: 1\n', 'a: 1\nb: 2\n'],
    ['text added at the start', 'b: 2\n', '# note\nb: 2\n'],
    ['a deletion', 'a: 1\nb: 2\nc: 3\n', 'a: 1\nc: 3\n'],
    ['a repeated letter added', 'aaa', 'aaaa'],
    ['everything replaced', 'abc', 'xyz'],
    ['no change', 'same\n', 'same\n'],
    ['from nothing', '', 'a: 1\n'],
    ['to nothing', 'a: 1\n', ''],
    ['not YAML at all', 'a: [1, 2\n', 'a: [1, 2, 3\n'],
  ]

  it.each(cases)('turns the old text into the new one: %s', (_name, before, after) => {
    const splice = textSplice(before, after)
    expect(applyEdit(before, splice)).toBe(after)
    expect(before.slice(0, splice.from) + before.slice(splice.to)).toBe(
      after.slice(0, splice.from) + after.slice(splice.from + splice.text.length),
    )
  })

  it('sends only what changed', () => {
    const before = `${'x: 1\n'.repeat(10_000)}phone: '+254 700'\n${'y: 2\n'.repeat(10_000)}`
    const splice = textSplice(before, before.replace('+254 700', '+254 711'))
    expect(splice).toEqual({ op: 'splice', from: 50_014, to: 50_016, text: '11' })
  })

  it('finds the change in long texts wherever it is, near the edges of the pieces it compares at once too', () => {
    const before = 'abcdefgh\n'.repeat(3_000)
    for (const [from, to, text] of [
      [0, 1, 'X'],
      [4095, 4097, ''],
      [4096, 4096, 'inserted'],
      [12_288, 12_300, 'Y'],
      [before.length - 1, before.length, ''],
      [before.length, before.length, 'end\n'],
      [0, before.length, 'all of it'],
    ] as const) {
      const after = before.slice(0, from) + text + before.slice(to)
      const splice = textSplice(before, after)
      expect(applyEdit(before, splice)).toBe(after)
      expect(splice.to - splice.from + splice.text.length).toBeLessThanOrEqual(to - from + text.length + 18)
    }
  })

  it('never cuts a character written with two code units', () => {
    const before = 'title: 😀\n'
    const after = 'title: 😃\n'
    const splice = textSplice(before, after)
    expect(splice.text).toBe('😃')
    expect(applyEdit(before, splice)).toBe(after)
  })

  it('refuses a splice that reaches outside the text', () => {
    for (const splice of [
      { op: 'splice', from: 3, to: 20, text: '' },
      { op: 'splice', from: 4, to: 2, text: '' },
      { op: 'splice', from: -1, to: 2, text: '' },
      { op: 'splice', from: 0.5, to: 2, text: '' },
    ] as const)
      expect(() => applyEdit('a: 1\n', splice)).toThrow(EditError)
  })
})

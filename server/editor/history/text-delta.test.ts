import { describe, expect, it } from 'vitest'
import { applyDelta, textDelta } from './text-delta.ts'

const pairs: [string, string][] = [
  ['a: 1\nb: 2\nc: 3\n', 'a: 1\nb: 20\nc: 3\n'],
  ['a: 1\nb: 2', 'a: 1\nb: 2\n'],
  ['', 'pages:\n  home: {}\n'],
  ['pages:\n  home: {}\n', ''],
  ['x\n'.repeat(50), 'y\n'.repeat(30)],
  ['one\ntwo\r\nthree', 'zero\none\r\ntwo\r\nthree\nfour'],
]

describe('textDelta', () => {
  it.each(pairs)('turns %j into %j and back', (before, after) => {
    expect(applyDelta(before, JSON.parse(JSON.stringify(textDelta(before, after))))).toBe(after)
    expect(applyDelta(after, textDelta(after, before))).toBe(before)
  })

  it('takes far less room than the text when few lines change', () => {
    const before = Array.from({ length: 5_000 }, (_, n) => `line ${n}\n`).join('')
    const after = before.replace('line 2500\n', 'line two thousand five hundred\n')
    expect(JSON.stringify(textDelta(before, after)).length).toBeLessThan(100)
  })

  it('refuses a delta made for another text', () => {
    expect(() => applyDelta('a\n', textDelta('a\nb\nc\n', 'a\n'))).toThrow(/does not fit/)
  })
})

import { describe, expect, it } from 'vitest'
import { isTooDeep, maxEditDepth, tooDeepSentence } from './edit-depth.ts'
import { applyEdit, EditError } from './edit.ts'

const keys = (count: number) => Array.from({ length: count }, (_, n) => `k${n}`)
const nested = (levels: number, inList = false) => {
  let value: unknown = 'Sparkle'
  for (let level = 0; level < levels; level++) value = inList ? [value] : { inner: value }
  return value
}

describe('how deep an edit reaches', () => {
  it('counts the keys of its place and the levels of its value together', () => {
    expect(isTooDeep({ op: 'set', path: keys(maxEditDepth), value: 'x' })).toBe(false)
    expect(isTooDeep({ op: 'set', path: keys(maxEditDepth + 1), value: 'x' })).toBe(true)
    expect(isTooDeep({ op: 'set', path: keys(4), value: nested(maxEditDepth - 4) })).toBe(false)
    expect(isTooDeep({ op: 'set', path: keys(4), value: nested(maxEditDepth - 3) })).toBe(true)
    expect(isTooDeep({ op: 'set', path: [], value: nested(maxEditDepth + 1, true) })).toBe(true)
    expect(isTooDeep({ op: 'set', path: keys(3) })).toBe(false)
  })

  it('measures a value nested 100,000 deep without running out of room', () => {
    expect(isTooDeep({ op: 'set', path: ['business'], value: nested(100_000) })).toBe(true)
  })

  it('is refused by applyEdit itself with the sentence, whoever asks', () => {
    const deep = { op: 'set', path: ['business', ...keys(5000)], value: 'x' } as const
    expect(() => applyEdit('business:\n  name: Sparkle\n', deep)).toThrow(new EditError(tooDeepSentence))
  })
})

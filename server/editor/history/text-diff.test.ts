import { describe, expect, it } from 'vitest'
import { textDiff } from './text-diff.ts'

const lines = (count: number, from = 1) => Array.from({ length: count }, (_, n) => `line ${n + from}`)
const text = (items: string[]) => `${items.join('\n')}\n`

describe('textDiff', () => {
  it('is empty for the same text', () => {
    expect(textDiff('a: 1\n', 'a: 1\n')).toEqual([])
  })

  it('shows a changed line as removed then added, with its line numbers', () => {
    const before = text(['a: 1', 'b: 2', 'c: 3'])
    const after = text(['a: 1', 'b: 20', 'c: 3'])
    expect(textDiff(before, after)).toEqual([
      { kind: 'same', line: 1, lines: ['a: 1'] },
      { kind: 'removed', line: 2, lines: ['b: 2'] },
      { kind: 'added', line: 2, lines: ['b: 20'] },
      { kind: 'same', line: 3, lines: ['c: 3'] },
    ])
  })

  it('shortens long unchanged runs to three lines of context around each change', () => {
    const before = text(lines(30))
    const after = text([...lines(9), 'line ten', ...lines(20, 11)])
    expect(textDiff(before, after)).toEqual([
      { kind: 'skipped', line: 1, count: 6 },
      { kind: 'same', line: 7, lines: ['line 7', 'line 8', 'line 9'] },
      { kind: 'removed', line: 10, lines: ['line 10'] },
      { kind: 'added', line: 10, lines: ['line ten'] },
      { kind: 'same', line: 11, lines: ['line 11', 'line 12', 'line 13'] },
      { kind: 'skipped', line: 14, count: 17 },
    ])
  })

  it('keeps a gap between two changes when it is short, and counts lines in each text', () => {
    const before = text(['x', ...lines(5), 'y'])
    const after = text(['new', 'x', ...lines(5)])
    expect(textDiff(before, after)).toEqual([
      { kind: 'added', line: 1, lines: ['new'] },
      { kind: 'same', line: 2, lines: ['x', ...lines(5)] },
      { kind: 'removed', line: 7, lines: ['y'] },
    ])
  })
})

describe('a diff of two versions with very many differences', () => {
  it('is quick, keeps the lines both share, and shows the middle as one block', () => {
    const head = 'business:\n  name: Ruiru Cleaning\n'
    const unrelated = (seed: string) =>
      Array.from({ length: 20_000 }, (_, n) => `  line${n}: ${seed}${(n * 7919) % 10007}`).join('\n')
    const before = `${head}${unrelated('a')}\ntail: same\n`
    const after = `${head}${unrelated('b')}\ntail: same\n`
    const started = performance.now()
    const parts = textDiff(before, after)
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same'])
    expect(parts[1]).toMatchObject({ kind: 'removed', line: 3 })
    expect(parts[2]).toMatchObject({ kind: 'added', line: 3 })
    expect(parts.at(-1)).toMatchObject({ kind: 'same', lines: ['tail: same'] })
  })
})

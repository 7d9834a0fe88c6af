import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isMap, isPair, isScalar, isSeq, type CST } from 'yaml'
import { applyEdit, type EditOp } from '../../site-text/edit.ts'
import { parseSource, type SourceFile } from '../source.ts'
import { isClean } from './clean-source.ts'
import { reparse } from './reparse.ts'
import { randomlyEditedTexts, seededRandom } from './random-edits.ts'

const site = readFileSync(new URL('../../../site.yaml', import.meta.url), 'utf8')

/** Everything a reading holds, as plain data: each value with its places, comments and tokens, and the line starts. */
function snapshot(source: SourceFile): unknown {
  const node = (value: unknown, token?: unknown): unknown => {
    if (value === null || value === undefined) return value
    const shared = { range: (value as { range?: unknown }).range, sameToken: token === undefined ? undefined : false }
    const own = value as { srcToken?: unknown; comment?: unknown; commentBefore?: unknown; spaceBefore?: unknown }
    const notes = { comment: own.comment, commentBefore: own.commentBefore, spaceBefore: own.spaceBefore }
    if (token !== undefined) shared.sameToken = own.srcToken === token
    if (isScalar(value)) return { ...shared, ...notes, scalar: value.value, type: value.type, source: value.source }
    if (isMap(value)) {
      const items = (value.srcToken as CST.BlockMap | undefined)?.items
      return {
        ...shared,
        ...notes,
        map: value.items.map((pair, index) => ({
          token: isPair(pair) && (pair as { srcToken?: unknown }).srcToken === items?.[index],
          key: node(pair.key),
          value: node(pair.value),
        })),
      }
    }
    if (isSeq(value)) {
      const items = (value.srcToken as CST.BlockSequence | undefined)?.items
      return { ...shared, ...notes, seq: value.items.map((item, index) => node(item, items?.[index]?.value)) }
    }
    return { other: String(value) }
  }
  const { doc } = source
  return {
    text: source.text,
    lines: source.lines.lineStarts,
    range: doc.range,
    errors: doc.errors.length,
    comment: doc.comment,
    commentBefore: doc.commentBefore,
    tokens: JSON.stringify(doc.contents?.srcToken),
    values: node(doc.contents),
  }
}

/** A reading of `text` made from the reading of an earlier text, and whether only a part was read again. */
function readFrom(before: SourceFile, text: string): { source: SourceFile; inParts: boolean } {
  const reread = reparse(before, text)
  return reread ? { source: reread.source, inParts: true } : { source: parseSource('site.yaml', text), inParts: false }
}

describe('reading a changed site.yaml again in parts', () => {
  it('reads a changed value as the whole text reads, and reads only a part again', () => {
    const before = parseSource('site.yaml', site)
    const text = applyEdit(site, { op: 'set', path: ['business', 'tagline'], value: 'Clean, and fast' })
    const reread = reparse(before, text)
    expect(reread?.changed.path).toEqual(['business'])
    expectSameReading(reread!.source, parseSource('site.yaml', text), {
      op: 'set',
      path: ['business', 'tagline'],
      value: '',
    })
  })

  it('reads a long series of random changes exactly as the whole text reads, most of them in parts', () => {
    const random = seededRandom(30)
    let current = parseSource('site.yaml', site)
    let inParts = 0
    let clean = 0
    for (const { edit, text } of randomlyEditedTexts(random, 150, () => ({
      text: current.text,
      data: current.doc.toJS(),
    }))) {
      const whole = parseSource('site.yaml', text)
      const earlier = current.text
      const read = readFrom(current, text)
      expectSameReading(read.source, whole, edit)
      if (read.inParts) inParts++
      // Only a clean text is read again in parts: go on from the one before when this one is not.
      if (isClean(whole)) {
        clean++
        current = read.source
      } else {
        current = parseSource('site.yaml', earlier)
      }
    }
    expect(clean).toBeGreaterThan(60)
    expect(inParts / clean).toBeGreaterThan(0.6)
  }, 120_000)
})

/** Compares as text, which is fast; where they differ, the text around the first difference says what. */
function expectSameReading(read: SourceFile, whole: SourceFile, edit: EditOp) {
  const [got, expected] = [JSON.stringify(snapshot(read)), JSON.stringify(snapshot(whole))]
  let at = 0
  while (at < got.length && got[at] === expected[at]) at++
  const around = (text: string) => (at === got.length && at === text.length ? '' : text.slice(at - 300, at + 300))
  expect({ edit, got: around(got) }).toEqual({ edit, got: around(expected) })
}

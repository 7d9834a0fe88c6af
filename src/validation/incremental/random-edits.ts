import type { PathSegment } from '../../model/data-path.ts'
import { isRecord } from '../../model/is-record.ts'
import { applyEdit, EditError, type EditOp } from '../../site-text/edit.ts'

/** For tests: numbers from 0 to 1 that are the same for the same seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!

/** Values as the editor's forms set them, and some that are awkward to write in YAML. */
const values: unknown[] = [
  'Plain words',
  'Service: fast and thorough',
  'We are #1 in town',
  'Two lines\nof text',
  'Ends with a line break\n',
  '',
  '  spaced  ',
  "It's here",
  '"quoted"',
  '- looks like a list',
  '+254 711 222 333',
  'yes',
  42,
  3.5,
  true,
  null,
  ['one', 'two'],
  { label: 'Call', link: '/contact' },
  [],
  {},
  'x'.repeat(120),
  '/contact',
  '/no-such-page',
  'See [our prices](/no-such-page) and [call us](tel:+254700000009).',
  'https://wa.me/254711000000',
  '2025-13-40',
  '“curly”',
]

/** Bits of text a person might type in the text view, good and bad. */
const snippets = [
  'x',
  ' ',
  '\n',
  '# note\n',
  '  # note\n',
  ': ',
  '- ',
  '"',
  "'",
  '|\n',
  '  ',
  '\t',
  '&a ',
  '*a',
  '!tag ',
  '{',
  '[]',
]

/** The data paths of every value in `data`, lists and groups included. */
function pathsOf(data: unknown, path: PathSegment[] = [], found: PathSegment[][] = []): PathSegment[][] {
  found.push(path)
  if (Array.isArray(data)) data.forEach((item, index) => pathsOf(item, [...path, index], found))
  else if (isRecord(data)) for (const [key, value] of Object.entries(data)) pathsOf(value, [...path, key], found)
  return found
}

const valueAt = (data: unknown, path: readonly PathSegment[]): unknown =>
  path.reduce<unknown>((node, segment) => (node as Record<PathSegment, unknown> | undefined)?.[segment], data)

/**
 * For tests: `count` random edits of the text (and its data) that `current()` returns at each step: values
 * set, list entries added, moved and removed, and text typed, removed or copied anywhere, mostly at the start
 * or end of a line.
 */
export function* randomEdits(
  random: () => number,
  count: number,
  current: () => { text: string; data: unknown },
): Generator<EditOp> {
  for (let step = 0; step < count; step++) {
    const { text, data } = current()
    const paths = pathsOf(data).filter((path) => path.length > 0)
    const kind = random()
    if (kind < 0.45 && paths.length > 0) {
      yield { op: 'set', path: pick(random, paths), value: pick(random, values) }
    } else if (kind < 0.55 && paths.length > 0) {
      const lists = paths.filter((path) => Array.isArray(valueAt(data, path)))
      const path = pick(random, lists.length > 0 ? lists : paths)
      const list = valueAt(data, path)
      const length = Array.isArray(list) ? list.length : 0
      const which = random()
      if (which < 0.4)
        yield { op: 'insert', path, index: Math.floor(random() * (length + 1)), value: pick(random, values) }
      else if (which < 0.7 && length > 0) yield { op: 'remove', path: [...path, Math.floor(random() * length)] }
      else if (length > 1)
        yield { op: 'move', path, from: Math.floor(random() * length), to: Math.floor(random() * length) }
    } else {
      const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)]
      const lineStart = pick(random, lineStarts)
      const lineEnd = text.indexOf('\n', lineStart) < 0 ? text.length : text.indexOf('\n', lineStart)
      const where = random()
      const at = where < 0.4 ? lineStart : where < 0.7 ? lineEnd : Math.floor(random() * (text.length + 1))
      const how = random()
      if (how < 0.6) yield { op: 'splice', from: at, to: at, text: pick(random, snippets) }
      else if (how < 0.8) yield { op: 'splice', from: lineStart, to: Math.min(text.length, lineEnd + 1), text: '' }
      else yield { op: 'splice', from: lineStart, to: lineStart, text: text.slice(lineStart, lineEnd + 1) }
    }
  }
}

/** For tests: the same edits, each with the text it makes of `current().text`; an edit the text refuses is passed over. */
export function* randomlyEditedTexts(
  random: () => number,
  count: number,
  current: () => { text: string; data: unknown },
): Generator<{ edit: EditOp; text: string }> {
  for (const edit of randomEdits(random, count, current)) {
    let text: string
    try {
      text = applyEdit(current().text, edit)
    } catch (error) {
      if (error instanceof EditError) continue
      throw error
    }
    yield { edit, text }
  }
}

import type { CST } from 'yaml'

/** A token of the YAML reader's concrete syntax tree, or an entry of one of its collections. */
type Part = CST.Token | CST.CollectionItem

type Fields = Partial<Record<'start' | 'props' | 'key' | 'sep' | 'value' | 'items' | 'end', unknown>>

/** The parts a token or an entry is made of, in the order they are written. */
function partsOf(part: Part): Part[] {
  const { start, props, key, sep, value, items, end } = part as Fields
  const parts: Part[] = []
  for (const field of [start, props, key, sep, value, items, end]) {
    if (Array.isArray(field)) parts.push(...(field as Part[]))
    else if (field) parts.push(field as Part)
  }
  return parts
}

const hasOffset = (part: Part): part is CST.Token => typeof (part as { offset?: unknown }).offset === 'number'

/** Where the first token of an entry of a collection is written. */
export function firstOffset(item: CST.CollectionItem): number | undefined {
  return item.start[0]?.offset ?? item.key?.offset ?? item.sep?.[0]?.offset ?? item.value?.offset
}

/** The index of the last of `entries` (in the order written) that starts at `offset` or before it; -1 for none. */
export function lastStartingBy(entries: readonly CST.CollectionItem[], offset: number): number {
  let low = 0
  let high = entries.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((firstOffset(entries[middle]!) ?? Infinity) <= offset) low = middle + 1
    else high = middle
  }
  return low - 1
}

/** Where the text of a token or an entry ends: after its last character. Looks only along its last parts. */
export function endOf(part: Part): number {
  if (!hasOffset(part)) {
    const { start, key, sep, value } = part
    const last = value ?? sep?.at(-1) ?? key ?? start.at(-1)
    return last ? endOf(last) : 0
  }
  switch (part.type) {
    case 'block-scalar': {
      const last = part.props.at(-1)
      return (last ? endOf(last) : part.offset) + part.source.length
    }
    case 'block-map':
    case 'block-seq': {
      const last = part.items.at(-1)
      return last ? endOf(last) : part.offset
    }
    case 'flow-collection':
      return endOf(part.end.at(-1) ?? part.items.at(-1) ?? part.start)
    case 'document': {
      const last = part.end?.at(-1) ?? part.value ?? part.start.at(-1)
      return last ? endOf(last) : part.offset
    }
    default: {
      const last = 'end' in part ? part.end?.at(-1) : undefined
      return last ? endOf(last) : part.offset + part.source.length
    }
  }
}

/** Whether an anchor (`&name`), a reference (`*name`) or a type (`!tag`) is written anywhere in the token. */
export function hasMarks(part: Part): boolean {
  if (hasOffset(part) && (part.type === 'anchor' || part.type === 'alias' || part.type === 'tag')) return true
  for (const inner of partsOf(part)) if (hasMarks(inner)) return true
  return false
}

/**
 * Moves by `delta` every token of `token` written at `at` or after it; entries of a collection that end
 * before `at` are skipped. Reads only the parts each kind of token has: this runs over a whole document.
 */
export function shiftTokens(token: CST.Token, at: number, delta: number): void {
  if (token.offset >= at) token.offset += delta
  switch (token.type) {
    case 'block-map':
    case 'block-seq':
    case 'flow-collection': {
      if (token.type === 'flow-collection') shiftTokens(token.start, at, delta)
      const entries: CST.CollectionItem[] = token.items
      // The entries before the last one that starts at `at` or before it end before `at`.
      for (let index = Math.max(0, lastStartingBy(entries, at)); index < entries.length; index++) {
        const entry = entries[index]!
        shiftEach(entry.start, at, delta)
        if (entry.key) shiftTokens(entry.key, at, delta)
        shiftEach(entry.sep, at, delta)
        if (entry.value) shiftTokens(entry.value, at, delta)
      }
      if (token.type === 'flow-collection') shiftEach(token.end, at, delta)
      return
    }
    case 'block-scalar':
      return shiftEach(token.props, at, delta)
    case 'alias':
    case 'scalar':
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
    case 'doc-end':
      return shiftEach(token.end, at, delta)
    case 'document':
      shiftEach(token.start, at, delta)
      if (token.value) shiftTokens(token.value, at, delta)
      return shiftEach(token.end, at, delta)
    default:
      return
  }
}

function shiftEach(tokens: readonly CST.Token[] | undefined, at: number, delta: number): void {
  if (tokens) for (let index = 0; index < tokens.length; index++) shiftTokens(tokens[index]!, at, delta)
}

/** Whether the tokens that start an entry run over more than its own line: comments or blank lines above it. */
export const startsOnEarlierLine = (item: CST.CollectionItem): boolean =>
  item.start.some((token) => token.type === 'newline' || token.type === 'comment')

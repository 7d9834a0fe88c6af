import type { CST } from 'yaml'

/** A token of the YAML reader's concrete syntax tree, or an entry of one of its collections. */
type Part = CST.Token | CST.CollectionItem

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
export function hasMarks(token: CST.Token): boolean {
  let found = false
  eachToken(token, ({ type }) => {
    if (type === 'anchor' || type === 'alias' || type === 'tag') found = true
  })
  return found
}

/** Moves by `delta` every token of `token` written at `at` or after it. */
export function shiftTokens(token: CST.Token, at: number, delta: number): void {
  eachToken(
    token,
    (inner) => {
      if (inner.offset >= at) inner.offset += delta
    },
    at,
  )
}

/**
 * Calls `visit` with `token` and every token inside it, in the order written. With `from`, the entries of
 * a collection that end before `from` are skipped. Reads only the parts each kind of token has: this runs
 * over a whole document.
 */
function eachToken(token: CST.Token, visit: (token: CST.Token) => void, from = 0): void {
  visit(token)
  switch (token.type) {
    case 'block-map':
    case 'block-seq':
    case 'flow-collection': {
      if (token.type === 'flow-collection') eachToken(token.start, visit, from)
      const entries: CST.CollectionItem[] = token.items
      // The entries before the last one that starts at `from` or before it end before `from`.
      for (let index = Math.max(0, lastStartingBy(entries, from)); index < entries.length; index++) {
        const entry = entries[index]!
        eachOf(entry.start, visit, from)
        if (entry.key) eachToken(entry.key, visit, from)
        eachOf(entry.sep, visit, from)
        if (entry.value) eachToken(entry.value, visit, from)
      }
      if (token.type === 'flow-collection') eachOf(token.end, visit, from)
      return
    }
    case 'block-scalar':
      return eachOf(token.props, visit, from)
    case 'alias':
    case 'scalar':
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
    case 'doc-end':
      return eachOf(token.end, visit, from)
    case 'document':
      eachOf(token.start, visit, from)
      if (token.value) eachToken(token.value, visit, from)
      return eachOf(token.end, visit, from)
    default:
      return
  }
}

function eachOf(tokens: readonly CST.Token[] | undefined, visit: (token: CST.Token) => void, from: number): void {
  if (tokens) for (let index = 0; index < tokens.length; index++) eachToken(tokens[index]!, visit, from)
}

/** Whether the tokens that start an entry run over more than its own line: comments or blank lines above it. */
export const startsOnEarlierLine = (item: CST.CollectionItem): boolean =>
  item.start.some((token) => token.type === 'newline' || token.type === 'comment')

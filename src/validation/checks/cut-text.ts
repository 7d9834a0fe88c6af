import { isMap, isScalar, isSeq, type Scalar } from 'yaml'
import { messages } from '../messages.ts'
import type { Context } from './semantic-context.ts'
import { positionAt, type PathSegment } from '../source.ts'
import { lineWith } from '../suggestions/value-hints.ts'
import {
  hiddenTextAfter,
  lineText,
  positionOf,
  quoted,
  replaceColumns,
  shownLine,
  type Located,
  type TextLines,
} from '../yaml/yaml-text.ts'

/**
 * In text without quotes, " #" starts a comment: `tagline: We are #1 in town` reads as "We are".
 * Warns where such a comment starts right after its "#", as text does; `# a note` is left alone.
 * Blocks after `|` or `>` keep their "#", and quoted text cannot be cut.
 */
export function warnAboutCutText({ source, report, where }: Context): void {
  eachPlainText(source.doc.contents, [], (node, path) => {
    const end = node.range?.[1]
    if (end === undefined || !isHashNext(source.text, end)) return
    const hidden = hiddenTextAfter(source.text, end)
    if (!hidden) return
    const fixed = shownLine(lineWith(path.at(-1), quoted(node.value + hidden.rest)))
    report(messages.cutByComment(where(path), node.value, hidden.rest, fixed), path, {
      warning: true,
      at: positionAt(source, hidden.hash),
    })
  })
}

/** Whether the first character after `offset` that is not a space or a tab is "#": most values are followed by none. */
function isHashNext(text: string, offset: number): boolean {
  let at = offset
  while (text[at] === ' ' || text[at] === '\t') at++
  return text[at] === '#'
}

/**
 * Calls `visit` with every text value written without quotes, and its path (`path` is the walk's own,
 * changed as it goes on: copy it to keep it). Keys are not values.
 */
function eachPlainText(node: unknown, path: PathSegment[], visit: (node: Scalar<string>, path: PathSegment[]) => void) {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isScalar(pair.key)) continue
      path.push(String(pair.key.value))
      eachPlainText(pair.value, path, visit)
      path.pop()
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => {
      path.push(index)
      eachPlainText(item, path, visit)
      path.pop()
    })
  } else if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string') {
    visit(node as Scalar<string>, path)
  }
}

/** A token of the YAML reader's concrete syntax tree (`Parser` from yaml). */
interface SyntaxToken {
  type: string
  offset: number
  source?: string
}

/**
 * `{ label: Call us #now, link: /contact }`: inside brackets too, " #" starts a comment, which hides
 * the rest of the line with the closing bracket, so the reader stops. `tokens` are the file's, by
 * offset; `collection` is the bracket left open.
 */
export function commentInBrackets(
  file: TextLines,
  tokens: readonly SyntaxToken[],
  collection: SyntaxToken,
  open: '[' | '{',
): Located | undefined {
  const { line } = positionOf(file.text, collection.offset)
  const inside = tokens.filter((token) => token.offset > collection.offset)
  const comment = inside.find((token) => token.type === 'comment' && positionOf(file.text, token.offset).line === line)
  if (!comment) return undefined
  const before = file.text.slice(collection.offset, comment.offset).trimEnd()
  const text = inside.findLast((token) => token.type === 'scalar' && token.offset < comment.offset)
  const isTextBefore =
    text !== undefined && text.offset + (text.source?.length ?? 0) === collection.offset + before.length
  // With no text before it, the comment is the whole value: `{ label: #1 }`.
  if (!isTextBefore && !/[:,[{]$/.test(before)) return undefined
  const start = isTextBefore ? text.offset : comment.offset
  const source = comment.source ?? ''
  const written = file.text.slice(start, comment.offset + (/[,\]}]/.exec(source)?.index ?? source.length)).trimEnd()
  const at = positionOf(file.text, start)
  const fixed = replaceColumns(lineText(file, line), at.col, at.col + written.length, quoted(written))
  return { ...at, ...messages.commentInBrackets(open, written, shownLine(fixed)) }
}

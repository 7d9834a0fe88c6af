import { Parser, type LineCounter, type YAMLError } from 'yaml'
import { isRecord } from '../../model/is-record.ts'
import { messages } from '../messages.ts'
import { findDuplicateKeys } from './duplicate-keys.ts'
import type { Problem } from '../problem.ts'
import { pathAtOffset, positionAt, type PathSegment, type SourceFile } from '../source.ts'
import { misplacedLine, tabNear } from './yaml-indentation.ts'
import { previousContentLine } from './yaml-layout.ts'
import {
  backslashInQuotes,
  badStartOfValue,
  colonInValue,
  lineWithoutColon,
  missingSpaceAfterColon,
  strayMark,
  dashRunOn,
  markInBraces,
  unclosedBeforeError,
} from './yaml-syntax.ts'
import {
  lineText,
  quoted,
  replaceColumns,
  shownLine,
  textLines,
  valueEnd,
  type Located,
  type TextLines,
} from './yaml-text.ts'

/**
 * Errors from reading the YAML itself, in words for people who edit site.yaml: what is wrong and
 * the line as it should be written. Duplicate keys do not stop the rest of the check.
 */
export function explainYamlErrors(source: SourceFile, text: string): { problems: Problem[]; readable: boolean } {
  const file = textLines(text)
  const toProblem = ({ path = [], ...located }: Located & { path?: PathSegment[] }): Problem => ({
    severity: 'error',
    file: source.name,
    ...located,
    path,
  })
  const duplicates = findDuplicateKeys(source).map(({ offset, path }) =>
    toProblem({ ...positionAt(source, offset), path, ...messages.duplicateKey(keyAt(text, offset)) }),
  )
  // After the first real syntax error the reader's further complaints are mostly echoes of it.
  const firstSyntaxError = source.doc.errors[0]
  const mistakes = firstSyntaxError
    ? [explainSyntaxError(file, firstSyntaxError, source.lines)]
    : reservedMarks(file, source)
  return { problems: [...duplicates, ...mistakes.map(toProblem)], readable: mistakes.length === 0 }
}

const at = (lines: LineCounter, error: YAMLError) => {
  const { line, col } = lines.linePos(error.pos[0])
  return { line, col }
}

function explainSyntaxError(file: TextLines, error: YAMLError, lines: LineCounter): Located {
  const { line, col } = at(lines, error)
  // The reader often stops a line after the trouble, or at the end of the line before it.
  const isAtLineEnd = col > lineText(file, line).trimEnd().length
  const nearby = [line, previousContentLine(file, line), isAtLineEnd ? line + 1 : undefined]
  const onNearbyLine = (explain: (file: TextLines, line: number) => Located | undefined) =>
    nearby.reduce<Located | undefined>(
      (found, number) => found ?? (number ? explain(file, number) : undefined),
      undefined,
    )
  const found =
    tabNear(file, line) ??
    onNearbyLine(strayMark) ??
    unclosedBeforeError(file, error.pos[0]) ??
    (error.code === 'BAD_DQ_ESCAPE' ? backslashInQuotes(file, line, col) : undefined) ??
    (error.code === 'MULTIPLE_DOCS' ? { line, col, ...messages.threeDashes() } : undefined) ??
    markInBraces(file, line, col) ??
    onNearbyLine(dashRunOn) ??
    badStartOfValue(file, line, col) ??
    missingSpaceAfterColon(file, line) ??
    colonInValue(file, line, col) ??
    misplacedLine(file, line, col) ??
    lineWithoutColon(file, line)
  return found ?? { line, col, ...messages.unreadableLine() }
}

/**
 * Text starting with `*`, `&` or `!` reads without a syntax error, as a reference to another value
 * or as a type, and the text is lost: a reference to nothing, a name nothing refers to, or a type
 * YAML does not know is text that needed quotes.
 */
function reservedMarks(file: TextLines, source: SourceFile): (Located & { path: PathSegment[] })[] {
  const tokens = markTokens(source)
  const names = (type: string) =>
    new Set(tokens.filter((token) => token.type === type).map((token) => token.source.slice(1)))
  const [anchors, aliases] = [names('anchor'), names('alias')]
  return tokens
    .filter(({ type, source: mark }) =>
      type === 'alias'
        ? !anchors.has(mark.slice(1))
        : type === 'anchor'
          ? !aliases.has(mark.slice(1))
          : !mark.startsWith('!!'),
    )
    .map(({ offset, source: mark }) => {
      const { line, col } = positionAt(source, offset)
      const text = lineText(file, line)
      const end = valueEnd(text, col, false)
      const fixed = shownLine(replaceColumns(text, col, end, quoted(text.slice(col - 1, end - 1))))
      return { line, col, path: pathAtOffset(source, offset), ...messages.specialStart(mark[0] ?? '', fixed) }
    })
}

interface MarkToken {
  type: 'alias' | 'anchor' | 'tag'
  offset: number
  source: string
}

/** The marks among the tokens the reader kept on the document (see parseSource), in the order written. */
function markTokens(source: SourceFile): MarkToken[] {
  const found: MarkToken[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item)
      return
    }
    if (!isRecord(node)) return
    const token = node as Partial<MarkToken> & { type?: string } & Record<string, unknown>
    if ((token.type === 'alias' || token.type === 'anchor' || token.type === 'tag') && token.offset !== undefined)
      found.push({ type: token.type, offset: token.offset, source: token.source ?? '' })
    for (const key in token) if (key !== 'source' && typeof token[key] === 'object') walk(token[key])
  }
  const root = (source.doc.contents as { srcToken?: { offset: number } } | null)?.srcToken
  // Marks before the top-level value (`!tag` on the first line) belong to the document, not to it.
  for (const token of new Parser().parse(root ? source.text.slice(0, root.offset) : source.text)) walk(token)
  walk(root)
  return found.sort((a, b) => a.offset - b.offset)
}

/** The key written at `offset`: `"/about":` or `/about:` gives /about. */
function keyAt(text: string, offset: number): string {
  const lineEnd = text.indexOf('\n', offset)
  const line = text.slice(offset, lineEnd < 0 ? undefined : lineEnd)
  const match = /^\s*(["']?)(.*?)\1\s*:(\s|$)/.exec(line)
  return match?.[2] ?? line.trim()
}

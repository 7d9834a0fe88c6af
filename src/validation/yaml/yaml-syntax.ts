import { Parser } from 'yaml'
import { isRecord } from '../../model/is-record.ts'
import { commentInBrackets } from '../checks/cut-text.ts'
import { messages } from '../messages.ts'
import { blockTextAround } from './yaml-layout.ts'
import {
  indentOf,
  isInFlow,
  keyOfLine,
  lineText,
  positionOf,
  quoted,
  replaceColumns,
  shownLine,
  valueOnLine,
  type Located,
  type TextLines,
} from './yaml-text.ts'

/** Mistakes in how a value is written on its line: quotes, colons, brackets, characters YAML reserves. */

interface Token {
  type: string
  offset: number
  source?: string
  end?: unknown[]
}

function tokensOf(text: string): Token[] {
  const found: Token[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!isRecord(node)) return
    const token = node as Record<string, unknown>
    if (typeof token.type === 'string' && typeof token.offset === 'number') found.push(token as unknown as Token)
    for (const [key, value] of Object.entries(token)) if (key !== 'source') walk(value)
  }
  for (const token of new Parser().parse(text)) walk(token)
  return found.sort((a, b) => a.offset - b.offset)
}

/** A quote or a bracket opened before the reader stopped and never closed where it should be. */
export function unclosedBeforeError(file: TextLines, errorOffset: number): Located | undefined {
  const tokens = tokensOf(file.text)
  for (const token of tokens) {
    if (token.offset > errorOffset) break
    const at = positionOf(file.text, token.offset)
    const line = lineText(file, at.line)
    if (token.type === 'flow-collection' && token.end?.length === 0) {
      const open = line[at.col - 1] === '[' ? '[' : '{'
      const fixed = `${line.trimEnd()}${open === '[' ? ']' : ' }'}`
      return (
        commentInBrackets(file, tokens, token, open) ?? { ...at, ...messages.unclosedBracket(open, shownLine(fixed)) }
      )
    }
    if (token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar') {
      if (!swallowsLines(token, /^ *(?:- +)*/.exec(line)?.[0].length ?? 0)) continue
      const quote = token.type === 'double-quoted-scalar' ? '"' : "'"
      return { ...at, ...messages.unclosedQuote(quote, shownLine(`${line.trimEnd()}${quote}`)) }
    }
  }
  return undefined
}

/** A quoted text that is not closed, or that runs on into lines that look like keys of their own. */
function swallowsLines(token: Token, indent: number): boolean {
  const source = token.source ?? ''
  const quote = source[0]
  const body = source.trimEnd()
  const isClosed = body.length > 1 && body.endsWith(quote ?? '') && !(quote === '"' && body.endsWith('\\"'))
  if (!isClosed) return true
  return source
    .split('\n')
    .slice(1)
    .some((next) => indentOf(next) <= indent && keyOfLine(next) !== undefined)
}

const reservedStart = /^[*&!@`%|>[{]|^[?-](\s|$)/

/** A value that begins with a quote it does not end with, or with a character YAML reserves. */
export function badStartOfValue(file: TextLines, line: number, col: number): Located | undefined {
  const text = lineText(file, line)
  const value = valueOnLine(text)
  if (!value || value.start > col || col > value.end || value.isInFlow) return undefined
  const raw = text.slice(value.start - 1, value.end - 1)
  const fixWith = (replacement: string) => shownLine(replaceColumns(text, value.start, value.end, replacement))
  const at = { line, col: value.start }
  const first = raw[0] ?? ''
  if (first === "'" || first === '"') {
    const inner = raw.endsWith(first) ? raw.slice(1, -1) : raw
    if (first === "'" && raw.endsWith("'") && !inner.includes('"'))
      return { ...at, ...messages.apostropheEndsQuote(fixWith(`"${inner}"`)) }
    return { ...at, ...messages.textAfterQuote(fixWith(quoted(inner))) }
  }
  if (!reservedStart.test(raw)) return undefined
  if (first === '-' && value.key) return { ...at, ...messages.listOnKeyLine(value.key) }
  return { ...at, ...messages.specialStart(first, fixWith(quoted(raw))) }
}

/** A colon and a space inside text that is not in quotes: YAML reads a key there. */
export function colonInValue(file: TextLines, line: number, col: number): Located | undefined {
  const text = lineText(file, line)
  const value = valueOnLine(text, col)
  if (!value) return undefined
  const raw = text.slice(value.start - 1, value.end - 1)
  if (!/:(\s|$)/.test(raw)) return undefined
  // In "- Note: we are closed: Sundays" the whole item is text: a key would be a lower-case word.
  const dash = /^ *- +/.exec(text)?.[0]
  const isItemText = dash !== undefined && !value.isInFlow && !/^[a-z][A-Za-z0-9]*$/.test(value.key ?? '')
  const start = isItemText ? dash.length + 1 : value.start
  const whole = text.slice(start - 1, value.end - 1)
  const fixed = shownLine(replaceColumns(text, start, value.end, quoted(whole)))
  return { line, col: start, ...messages.colonInText(whole, fixed) }
}

/** `-{ label: Home }`: a list item's dash run together with what follows it. */
export function dashRunOn(file: TextLines, line: number): Located | undefined {
  const text = lineText(file, line)
  if (!/^ *-[A-Za-z{["']/.test(text) || blockTextAround(file, line)) return undefined
  return { line, col: indentOf(text) + 1, ...messages.missingSpaceAfterDash(shownLine(text.replace(/^( *-)/, '$1 '))) }
}

/** `heading:Who we are`: a key run together with its value. */
export function missingSpaceAfterColon(file: TextLines, line: number): Located | undefined {
  const text = lineText(file, line)
  const match = /^( *(?:- +)*)([A-Za-z_][\w-]*):(?=[^\s:])/.exec(text)
  if (!match?.[2]) return undefined
  const colon = match[0].length
  const fixed = `${text.slice(0, colon).trim()} ${text.slice(colon).trim()}`
  return { line, col: colon, ...messages.missingSpaceAfterColon(match[2], shownLine(fixed)) }
}

/** `title Home` or `- id 1`: a line with no colon where a key was expected. */
export function lineWithoutColon(file: TextLines, line: number): Located | undefined {
  const text = lineText(file, line)
  if (keyOfLine(text) !== undefined || /^ *-(\S|$)/.test(text)) return undefined
  const guess = /^ *((?:- +)?)([a-z][A-Za-z0-9]*) +(\S.*)$/.exec(text)
  if (!guess && /^ *- /.test(text)) return undefined
  const fixed = guess ? `${guess[1]}${guess[2]}: ${guess[3]?.trim()}` : undefined
  return { line, col: indentOf(text) + 1, ...messages.notKeyAndValue(fixed) }
}

const closingOf: Record<string, string> = { '"': '"', "'": "'", '[': ']', '{': '}', '‘': '’', '“': '”', '`': '`' }

/** `  *name: x` or `"  - label: x`: a stray character in front of what is otherwise a good line. */
export function strayMark(file: TextLines, line: number): Located | undefined {
  const text = lineText(file, line)
  const match = /^( *(?:- +)?)([*&!@`%‘’“”"'[\]{}])/.exec(text)
  // In a block of text after "|", such a line is the text itself (Markdown's *bold*, for one).
  if (!match || blockTextAround(file, line)) return undefined
  const [, lead = '', mark = ''] = match
  const rest = text.slice(lead.length + 1)
  const isGoodLine = keyOfLine(rest.trimStart()) !== undefined || /^ *- \S/.test(rest)
  const closing = closingOf[mark]
  // "{ b: 1" is more likely braces left open than a stray brace.
  const isOpening = (mark === '{' || mark === '[') && /^ +[^\s-]/.test(rest)
  if (!isGoodLine || isOpening || (closing !== undefined && rest.includes(closing))) return undefined
  return { line, col: lead.length + 1, ...messages.strayMark(mark, shownLine(lead + rest.trimStart())) }
}

/**
 * `{ label: Sofas [new], link: /x }` or `{ name: *Deep* clean }`: inside braces, text with a bracket
 * or a brace in it, or starting with a character YAML reserves, needs quotes.
 */
export function markInBraces(file: TextLines, line: number, col: number): Located | undefined {
  const text = lineText(file, line)
  if (!isInFlow(text, col)) return undefined
  const before = text.slice(0, col - 1)
  const separator = Math.max(before.lastIndexOf(': '), before.lastIndexOf('- '))
  const start = separator + 3
  const rest = text.slice(start - 1)
  const end = /,\s*["']?[A-Za-z_][\w-]*["']?:\s|\s*\}\s*(#.*)?$/.exec(rest)?.index
  if (separator < 0 || end === undefined) return undefined
  const value = rest.slice(0, end).trim()
  const fixed = shownLine(replaceColumns(text, start, start + end, quoted(value)))
  const first = value[0] ?? ''
  if (/[*&!@`%]/.test(first)) return { line, col: start, ...messages.specialStart(first, fixed) }
  const mark = /[[\]{}]/.exec(value)?.[0]
  return mark ? { line, col: start, ...messages.bracketInBraces(mark, value, fixed) } : undefined
}

/** `"C:\path"`: a backslash inside double quotes. */
export function backslashInQuotes(file: TextLines, line: number, col: number): Located | undefined {
  const text = lineText(file, line)
  const value = valueOnLine(text)
  const sequence = text.slice(col - 1, col + 1)
  if (!value || text[value.start - 1] !== '"') return undefined
  const inner = text.slice(value.start, value.end - 2)
  const fixed = shownLine(replaceColumns(text, value.start, value.end, `'${inner.replace(/'/g, "''")}'`))
  return { line, col, ...messages.backslashInQuotes(sequence, fixed) }
}

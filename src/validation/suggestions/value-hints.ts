import { hasCurlyQuotes, inStraightQuotes, withoutCurlyQuotes } from '../curly-quotes.ts'
import { messages } from '../messages.ts'
import { isRecord } from '../../model/is-record.ts'
import type { Explanation } from '../problem.ts'
import type { PathSegment } from '../source.ts'
import { impossibleDate, suggestValue, type SuggestionKind } from './value-suggestions.ts'
import { quoted } from '../yaml/yaml-text.ts'

/** A value the schema refused, with what is known about how it was written. */
export interface RefusedValue {
  where: string
  /** The key it is written under, or its index in a list. */
  key: PathSegment | undefined
  value: unknown
  /** The value as written in the file, when it is a single value. */
  written?: { text: string; isQuoted: boolean; hiddenText?: string }
  /** Whether the key must be there; undefined when that is not known. */
  isRequired?: boolean
}

/** The line as it should be written: `key: value`, or `- value` in a list. */
export const lineWith = (key: PathSegment | undefined, value: string): string =>
  typeof key === 'string' ? `${key}: ${value}` : `- ${value}`

/** A value in curly quotes where the quotes matter; in a number or true/false field the quotes go. */
export function curlyQuotesMistake(refused: RefusedValue, expectsText: boolean): Explanation | undefined {
  const { value, key, where } = refused
  if (!hasCurlyQuotes(value)) return undefined
  const fixed = expectsText ? inStraightQuotes(value) : withoutCurlyQuotes(value)
  return messages.curlyQuotes(where, value, lineWith(key, fixed), expectsText)
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of keys',
}

const trueWords = /^(yes|y|on|true|ja|ndiyo)$/i
const falseWords = /^(no|n|off|false|hapana)$/i

/** A value of the wrong type: empty, a number where text belongs, yes for true, a number in quotes. */
export function wrongTypeMistake(refused: RefusedValue, type: string): Explanation {
  const { where, key, value, written, isRequired } = refused
  const expected = typeWords[type] ?? type
  const curly = curlyQuotesMistake(refused, type === 'string')
  if (curly) return curly
  if (value === null && type === 'string' && written?.hiddenText) {
    const text = written.hiddenText.trim()
    return messages.textReadAsComment(where, text, lineWith(key, quoted(text)))
  }
  if (value === null || value === undefined) return messages.emptyValue(where, expected, key, isRequired)
  if (type === 'string' && written && !written.isQuoted) {
    return messages.textNeedsQuotes(where, value, lineWith(key, quoted(written.text)))
  }
  if (type === 'string' && isRecord(value)) {
    const text = textReadAsKey(value)
    if (text !== undefined) return messages.textReadAsKey(where, lineWith(key, quoted(text)))
  }
  if (type === 'boolean' && typeof value === 'string') {
    const word = trueWords.test(value.trim()) ? 'true' : falseWords.test(value.trim()) ? 'false' : undefined
    if (word) return messages.trueOrFalse(where, value, lineWith(key, word), written?.isQuoted ?? false)
  }
  if ((type === 'integer' || type === 'number') && typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) {
    return messages.numberInQuotes(where, expected, value, lineWith(key, value.trim()))
  }
  return messages.wrongType(where, expected, value)
}

/** `- Note: we are closed` reads as the key "Note"; the text it was meant to be. */
function textReadAsKey(value: Record<string, unknown>): string | undefined {
  const entries = Object.entries(value)
  if (entries.length !== 1) return undefined
  const [name, rest] = entries[0] ?? []
  if (rest === null) return `${name}:`
  return typeof rest === 'string' || typeof rest === 'number' ? `${name}: ${String(rest)}` : undefined
}

/** A value that does not match its pattern or format: the likely meant value, or the schema's own hint. */
export function formatMistake(
  refused: RefusedValue,
  schema: { expected?: unknown; hint?: unknown; suggest?: unknown; 'x-link'?: unknown; 'x-public-file'?: unknown },
  fallbackExpected: string,
): Explanation {
  const { where, key, value } = refused
  const expected = typeof schema.expected === 'string' ? schema.expected : fallbackExpected
  const curly = curlyQuotesMistake(refused, true)
  if (curly) return curly
  const text = typeof value === 'string' ? value : undefined
  const kind = schema.suggest as SuggestionKind | undefined
  if (text !== undefined && kind) {
    const day = kind === 'date' ? impossibleDate(text) : undefined
    if (day) return messages.impossibleDate(where, expected, value, day)
    const meant = suggestValue(kind, text)
    if (meant) return messages.likelyMeant(where, expected, value, meant, lineWith(key, quoted(meant)))
  }
  const badFormat =
    schema['x-link'] === true
      ? messages.badLink
      : schema['x-public-file'] === true
        ? messages.badFileAddress
        : kind === 'path'
          ? messages.badPath
          : messages.badFormat
  return badFormat(where, expected, value, linkHint(schema, text) ?? hintFor(schema.hint, key))
}

function linkHint(schema: { 'x-link'?: unknown }, value: string | undefined): string | undefined {
  if (schema['x-link'] !== true || value === undefined) return undefined
  if (/^[\w-]+$/.test(value)) return `Page addresses start with a slash: write "/${value}".`
  if (/^(www\.|[\w-]+\.[a-z]{2,}(\/|$))/i.test(value))
    return `A full address starts with https://: write "https://${value}".`
  return undefined
}

/** A schema's hint, with {key} standing for the key the value is written under. */
export function hintFor(hint: unknown, key: PathSegment | undefined): string | undefined {
  if (typeof hint !== 'string') return undefined
  return hint.replace(/\{key\}/g, typeof key === 'string' ? key : 'key')
}

import { Document, visit } from 'yaml'
import { fitsBlock } from './scalar-text.ts'

const documentOptions = { compat: 'yaml-1.1' } as const
/** The project's style: two-space indents, list items indented under their key, single quotes, literal blocks, no folding. */
const textOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  minContentWidth: 0,
  blockQuote: 'literal',
  singleQuote: true,
} as const

/** `value` as a whole YAML document in block style; text a literal block would change goes in double quotes. */
export function documentText(value: unknown): string {
  const doc = new Document(value, documentOptions)
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.includes('\n') && !fitsBlock(node.value))
        node.type = 'QUOTE_DOUBLE'
    },
  })
  return doc.toString({ ...textOptions, doubleQuotedAsJSON: true })
}

function indentLines(text: string, column: number): string {
  const indent = ' '.repeat(column)
  return text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n')
}

/** Whole lines of `key: value` in block style, the key starting at `column`. */
export function pairLines(keySource: string, value: unknown, column: number): string {
  const text = documentText({ k: value })
  return indentLines(keySource + text.slice(1), column)
}

/** Whole lines of a list item `- value` in block style, the `-` at `column`. */
export function itemLines(value: unknown, column: number): string {
  return indentLines(documentText([value]), column)
}

/** A list or map in flow style on one line: `[a, b]`, `{ label: Home, link: / }`. */
export function flowText(value: unknown, padded: boolean): string {
  const doc = new Document(value, documentOptions)
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.includes('\n')) node.type = 'QUOTE_DOUBLE'
    },
  })
  const text = doc.toString({
    ...textOptions,
    collectionStyle: 'flow',
    flowCollectionPadding: padded,
    doubleQuotedAsJSON: true,
  })
  return text.trimEnd()
}

function withoutBrackets(text: string, padded: boolean): string {
  return padded ? text.slice(2, -2) : text.slice(1, -1)
}

/** `value` as an item of a flow collection (quoted where a comma or bracket would end it). */
export function flowItem(value: unknown, padded: boolean): string {
  return withoutBrackets(flowText([value], padded), padded)
}

/** `key: value` as an entry of a flow map. */
export function flowPair(key: string, value: unknown, padded: boolean): string {
  return withoutBrackets(flowText({ [key]: value }, padded), padded)
}

export function isCollectionValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !(value instanceof Date)
}

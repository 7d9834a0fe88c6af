import { parseDocument, type Document } from 'yaml'
import { editRefusal } from './edit-error.ts'

/** site.yaml being edited: its text, its parsed document (with source tokens and offsets) and its line break. */
export type SiteSource = {
  text: string
  doc: Document.Parsed
  eol: '\n' | '\r\n'
}

/** Text to put in place of `text.slice(from, to)`, written with `\n` line breaks. */
export type Splice = { from: number; to: number; text: string }

export function lineBreakOf(text: string): SiteSource['eol'] {
  return text.includes('\r\n') ? '\r\n' : '\n'
}

/**
 * Reads `text` for editing. `parsed` is the same text read before with source tokens kept (the
 * checker reads it so), which saves reading a large file twice.
 */
export function readSource(text: string, parsed?: Document.Parsed): SiteSource {
  const doc = parsed ?? parseDocument(text, { keepSourceTokens: true, uniqueKeys: false })
  const [error] = doc.errors
  if (error) throw editRefusal('unreadableText', error.message)
  return { text, doc, eol: lineBreakOf(text) }
}

export function applySplice(source: SiteSource, splice: Splice): string {
  const text = source.eol === '\n' ? splice.text : splice.text.replace(/\r?\n/g, source.eol)
  return source.text.slice(0, splice.from) + text + source.text.slice(splice.to)
}

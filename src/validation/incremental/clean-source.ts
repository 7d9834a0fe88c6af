import { findDuplicateKeys } from '../yaml/duplicate-keys.ts'
import type { SourceFile } from '../source.ts'
import { hasMarks } from './tokens.ts'

const known = new WeakMap<SourceFile['doc'], boolean>()

/**
 * Whether the text reads as YAML without a single remark: no mistake, no key written twice, no
 * anchor, reference or type (`&`, `*`, `!`), nothing but comments before the top-level group. Only
 * such a text is read again in parts (see reparse.ts), since each part of it reads the same alone as
 * in the whole. Worked out once per document: a document read again in parts stays clean.
 */
export function isClean(source: SourceFile): boolean {
  const { doc, text } = source
  let clean = known.get(doc)
  if (clean === undefined) {
    const root = doc.contents?.srcToken
    clean =
      doc.errors.length === 0 &&
      doc.warnings.length === 0 &&
      root?.type === 'block-map' &&
      text
        .slice(0, root.offset)
        .split('\n')
        .every((line) => /^\s*(#.*)?$/.test(line)) &&
      !hasMarks(root) &&
      findDuplicateKeys(source).length === 0
    known.set(doc, clean)
  }
  return clean
}

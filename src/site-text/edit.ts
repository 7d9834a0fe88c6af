import { isTooDeep, tooDeepSentence } from './edit-depth.ts'
import { EditError } from './edit-error.ts'
import { insertAt, duplicateItem, moveItem } from './operations/list-ops.ts'
import type { Path } from './path.ts'
import { removeAt } from './operations/remove.ts'
import { renameKey } from './operations/rename-key.ts'
import { setAt } from './operations/set.ts'
import type { Document } from 'yaml'
import { applySplice, lineBreakOf, readSource, type SiteSource, type Splice } from './source.ts'
import { applyTextSplice, type TextSplice } from './text-splice.ts'

export type { Path } from './path.ts'
export { EditError }
export { textSplice, type TextSplice } from './text-splice.ts'

/**
 * One change made in the form view. Applying it rewrites only the lines it concerns; every other byte of
 * site.yaml (comments, key order, quotes, blank lines, line breaks) stays as it was.
 */
export type PathOp =
  /** Replaces a scalar in place, keeping its quotes where the new value allows (a string with a line break becomes
   * a `|` block). Missing map keys are created at the end of their map. Lists and maps are written in block style,
   * or in flow style on one line where they replace a flow collection of the same kind. */
  | { op: 'set'; path: Path; value: unknown }
  /** Removes a map entry or list item with all its lines; removing the only one leaves `key: []` or `key: {}`. */
  | { op: 'remove'; path: Path }
  /** Inserts into the list at `path`; `index` equal to its length appends. A missing list is created. */
  | { op: 'insert'; path: Path; index: number; value: unknown }
  /** Moves an item so that it ends up at position `to`. */
  | { op: 'move'; path: Path; from: number; to: number }
  /** Puts a copy of an item's text (comments included) just after it. */
  | { op: 'duplicate'; path: Path; index: number }
  /** Renames a key of the map at `path` (e.g. a page address under `pages`), keeping its value and position. */
  | { op: 'renameKey'; path: Path; from: string; to: string }

/** A change of the form view, or of the text view: a splice of the text, which may not read as YAML. */
export type EditOp = PathOp | TextSplice

/**
 * Applies `op` to the text of site.yaml, or throws an EditError that says why it cannot (one reaching
 * deeper than `maxEditDepth` included). `parsed` is the text already read with source tokens kept, when
 * the caller has it.
 */
export function applyEdit(text: string, op: EditOp, parsed?: Document.Parsed): string {
  if (op.op === 'splice') return applyTextSplice(text, op)
  if (isTooDeep(op)) throw new EditError(tooDeepSentence)
  const eol = lineBreakOf(text)
  const unterminated = text !== '' && !text.endsWith('\n')
  const source = unterminated ? readSource(text + eol) : readSource(text, parsed)
  const result = applySplice(source, spliceFor(source, op))
  return unterminated && result.endsWith(eol) ? result.slice(0, -eol.length) : result
}

function spliceFor(source: SiteSource, op: PathOp): Splice {
  switch (op.op) {
    case 'set':
      return setAt(source, op.path, op.value)
    case 'remove':
      return removeAt(source, op.path)
    case 'insert':
      return insertAt(source, op.path, op.index, op.value)
    case 'move':
      return moveItem(source, op.path, op.from, op.to)
    case 'duplicate':
      return duplicateItem(source, op.path, op.index)
    case 'renameKey':
      return renameKey(source, op.path, op.from, op.to)
  }
}

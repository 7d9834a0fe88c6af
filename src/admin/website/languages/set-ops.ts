import type { PathOp } from '../../../site-text/edit.ts'
import { valueAt } from '../form/editor-context.ts'
import type { Path } from '../form/json-schema.ts'

/** `value` at `below` inside a new item: { label: value } for ['label']. */
const nested = (below: Path, value: unknown): unknown =>
  below.reduceRight<unknown>(
    (inner, part) =>
      typeof part === 'number' ? [...Array.from({ length: part }, () => ({})), inner] : { [part]: inner },
    value,
  )

/**
 * The edits that set `value` at `path` even where a list on the way is shorter than the path says: a
 * translation's list of menu labels may stop before the main menu does. The missing items before it are
 * added empty, so every item keeps the place of the one it translates.
 */
export function setOps(data: unknown, path: Path, value: unknown): PathOp[] {
  for (const [at, part] of path.entries()) {
    if (typeof part !== 'number') continue
    const listPath = path.slice(0, at)
    const list = valueAt(data, listPath)
    const length = Array.isArray(list) ? list.length : 0
    if (part < length) continue
    const empty = Array.from({ length: part - length }, (_, offset): PathOp => ({
      op: 'insert',
      path: listPath,
      index: length + offset,
      value: {},
    }))
    return [...empty, { op: 'insert', path: listPath, index: part, value: nested(path.slice(at + 1), value) }]
  }
  return [{ op: 'set', path, value }]
}
